import crypto from 'node:crypto'
import type { Logger } from 'pino'
import { z } from 'zod'
import type { Database } from '../api/db/client'
import { ApiError } from '../api/errors'
import { SearchFiltersSchema as CanonicalFiltersSchema } from '../api/schemas'
import { narrowsTheList, searchTalents, type SearchTalentsResult } from '../api/services/search'
import { publicTalentCardsNamed } from '../api/services/talents'
import {
  initialState,
  OPTION,
  respond,
  SEARCH_PAGE_SIZE,
  understand,
  type ConversationState,
  type EngineDeps,
  type EngineStep,
  type SearchCommand,
  withoutSubject,
} from './engine'
import type { SocketUser } from './handshake'
import {
  CHAT_ERRORS,
  ChatMessageEventSchema,
  LoadMoreEventSchema,
  SearchTalentEventSchema,
  TalentAuthCheckEventSchema,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from './protocol'
import { detailFromProfile, saveSearchFromChat, shortlistFromChat } from './chat-actions'
import { QuietTurns } from './quiet-turns'
import type { AssistantSocket } from './socket-types'
import { describeInvalid, loadMoreEvent, searchResultsEvent, toWireMessage, wordCount } from './wire'

/**
 * One socket's side of the chat: the engine's conversation state (in memory, per socket) and the
 * handlers of the client events. Everything load more and view all need is in the database.
 */

export interface ConversationDependencies {
  db: Database
  logger: Logger
  /** Settles once what the engine reads from the catalog (its talent names) is loaded; messages wait for it. */
  ready?: Promise<void>
}

/** A search that failed for a reason the user cannot fix (the database): requirements §8's server error. */
class ServerFailure extends Error {}

const PingEventSchema = z.object({ message: z.string().max(500, 'must be at most 500 characters').optional() })

/** search_talent's filters must be canonical values (or their aliases): a typo is named, not ignored. */
const SearchTalentSchema = SearchTalentEventSchema.extend({ filters: CanonicalFiltersSchema.default({}) })

/** Namesakes read for "someone like <name>": one more than a "which one?" lists, so it knows there are more. */
const NAMESAKES_READ = 4

const now = () => new Date().toISOString()

/** A UTF-16 surrogate without its pair: JSON carries it (`"\uD800"`), but no text has one, and no database takes it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Where in a payload a string (a value or a key) holds a lone surrogate: its path, '' for the payload itself. */
function loneSurrogateAt(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path.join('.') : null
  if (typeof value !== 'object' || value === null || depth > 8) return null
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return [...path, '(a key)'].join('.')
    const found = loneSurrogateAt(inner, [...path, key], depth + 1)
    if (found !== null) return found
  }
  return null
}

/** What a guest is told after a search that would have narrowed the list (requirements §5). */
export const GUEST_SEARCH_INVITATION =
  'These are the top public talents. Filtered search is for members: sign in (or sign up) to search by ' +
  'type, gender, city, age, project or name.'

/** The follow-ups of every conversation in this process wait for the same quiet turns. */
const quietTurns = new QuietTurns()

/** One socket's conversation: the engine's state and the handlers of the client events. */
export class Conversation {
  private state: ConversationState
  /** Events that read or change the state run one after another, in the order they came. */
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly socket: AssistantSocket,
    private readonly user: SocketUser | null,
    private readonly deps: ConversationDependencies,
    private readonly engine: EngineDeps,
  ) {
    this.state = initialState(user !== null, user?.USERID ?? null)
  }

  emit<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.socket.emit(event, ...payload)
  }

  start(hasHistory: boolean) {
    const { socket, user } = this
    this.emit('connection_success', {
      message: 'Connected to the Castline assistant',
      socketId: socket.id,
      timestamp: now(),
      user: user ? { USERID: user.USERID, name: user.name, userType: user.userType } : null,
    })
    // A reconnect carries on where the conversation was: no second welcome.
    const welcome = respond(
      this.state,
      { kind: 'connect', signedIn: user !== null, userId: user?.USERID ?? null },
      this.engine,
    )
    this.state = welcome.state
    if (!hasHistory) this.send(welcome)

    this.on('ping', PingEventSchema.nullish(), (payload) => {
      this.emit('pong', { timestamp: now() })
      if (payload?.message) this.emit('test_response', { success: true, message: payload.message, timestamp: now() })
    })
    this.on('chat_message', ChatMessageEventSchema, (message) => this.serial(() => this.chatMessage(message)))
    this.on('search_talent', SearchTalentSchema, (payload) => this.serial(() => this.searchTalent(payload)))
    this.on('load_more_results', LoadMoreEventSchema, (payload) => this.serial(() => this.loadMore(payload)))
    this.on('check_talent_auth', TalentAuthCheckEventSchema, (payload) => {
      this.emit('talent_auth_check', {
        talentId: payload.talentId,
        userId: user?.USERID ?? null,
        isAuthenticated: user !== null,
        isOwner: user !== null && user.USERID === payload.talentId,
        userType: user?.userType ?? null,
        timestamp: typeof payload.timestamp === 'string' ? payload.timestamp : now(),
      })
    })
  }

  /** A client event, validated: an invalid payload is answered with `error` naming the problem. */
  private on<S extends z.ZodTypeAny>(
    event: keyof ClientToServerEvents,
    schema: S,
    handle: (payload: z.output<S>) => void,
  ) {
    this.socket.on(event, (raw: unknown) => {
      quietTurns.noteEvent()
      const broken = loneSurrogateAt(raw)
      if (broken !== null) {
        const field = broken ? `${broken} ` : ''
        this.emit('error', {
          message: `Invalid ${event}: ${field}must be valid Unicode text (it holds a lone surrogate)`,
          event,
        })
        return
      }
      const parsed = schema.safeParse(raw)
      if (!parsed.success) {
        this.emit('error', { message: describeInvalid(event, parsed.error), event })
        return
      }
      handle(parsed.data)
    })
  }

  private serial(task: () => Promise<void>) {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.deps.logger.error({ err: error, socketId: this.socket.id }, 'chat event failed')
    })
  }

  /** The step's messages as chat_response; a navigation rides on the last message. */
  private send(step: EngineStep) {
    const navigateTo = step.command?.kind === 'navigate' ? step.command.to : undefined
    step.messages.forEach((message, index) => {
      this.emit('chat_response', toWireMessage(message, index === step.messages.length - 1 ? navigateTo : undefined))
    })
  }

  private apply(step: EngineStep) {
    this.state = step.state
    this.send(step)
  }

  /** Typing indicators around the work; a failure becomes requirements §8's error text, and typing stops. */
  private async typing(event: string, work: () => Promise<void>) {
    this.emit('typing_start', { timestamp: now() })
    try {
      await work()
    } catch (error) {
      this.emit('error', { message: this.failureText(error, event), event })
    } finally {
      this.emit('typing_stop', { timestamp: now() })
    }
  }

  private failureText(error: unknown, event: string): string {
    if (error instanceof ApiError) return error.message
    this.deps.logger.error({ err: error instanceof ServerFailure ? error.cause : error, event }, 'chat event failed')
    return error instanceof ServerFailure ? CHAT_ERRORS.serverError : CHAT_ERRORS.searchFailed
  }

  private async chatMessage(message: z.output<typeof ChatMessageEventSchema>) {
    this.emit('message_response', { success: true, messageId: message.id ?? crypto.randomUUID() })
    await this.typing('chat_message', async () => {
      await this.deps.ready
      const step = respond(this.state, { kind: message.isOption ? 'option' : 'text', text: message.text }, this.engine)
      this.apply(step)
      const { command } = step
      if (command?.kind === 'search') await this.carryOut(command, message.text)
      // "someone similar to …": the engine built the search from the subject's card; run it like any other.
      if (command?.kind === 'similar') await this.carryOut(command.search, message.text)
      // "Someone like Priya" with no Priya on the cards: who the catalog calls so decides (one, several, none).
      if (command?.kind === 'findSubject') {
        const talents = await this.withData(() => publicTalentCardsNamed(this.deps.db, command.name, NAMESAKES_READ))
        const { name, filters } = command
        const found = respond(this.state, { kind: 'subjectFound', name, filters, talents }, this.engine)
        this.apply(found)
        if (found.command?.kind === 'similar') await this.carryOut(found.command.search, message.text)
      }
      // "shortlist the first two", "her height": done with data here, worded by the engine.
      if (command?.kind === 'shortlist') {
        const outcome = await this.withData(() => shortlistFromChat(this.deps.db, this.user, command))
        this.apply(respond(this.state, { kind: 'shortlisted', outcome }, this.engine))
      }
      if (command?.kind === 'detail') {
        const outcome = await this.withData(() => detailFromProfile(this.deps.db, this.user, command))
        if (outcome) this.apply(respond(this.state, { kind: 'detailed', outcome }, this.engine))
      }
      // "save this search", "alert me when new female dancers in Mumbai join": a search the turn named runs first.
      if (command?.kind === 'saveSearch') {
        if (command.search) await this.carryOut(command.search, message.text)
        const outcome = await this.withData(() => saveSearchFromChat(this.deps.db, this.user, command))
        this.apply(respond(this.state, { kind: 'savedSearch', outcome }, this.engine))
      }
    })
  }

  /** A read or write of the database for the chat: a failure of the database is requirements §8's server error. */
  private async withData<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw new ServerFailure('chat action failed', { cause: error })
    }
  }

  private async searchTalent(payload: z.output<typeof SearchTalentSchema>) {
    await this.typing('search_talent', async () => {
      await this.carryOut(this.commandFor(payload), payload.query.trim())
    })
  }

  /**
   * search_talent as a search command: isNameSearch searches the query as a name; directSearch runs
   * the query as free text as it is; otherwise the query is read like a chat message (its filters,
   * a name in it, or its keywords), on top of the payload's filters.
   */
  private commandFor(payload: z.output<typeof SearchTalentSchema>): SearchCommand {
    const query = payload.query.trim()
    const base: SearchCommand = {
      kind: 'search',
      filters: payload.filters,
      page: 1,
      limit: SEARCH_PAGE_SIZE,
      directSearch: payload.directSearch,
      isNameSearch: false,
    }
    if (!query) return base
    if (payload.isNameSearch) return { ...base, name: query, isNameSearch: true }
    if (payload.directSearch) return { ...base, query }
    const understood = understand(query, { languages: this.engine.languages })
    const languages = understood.languages?.length ? { languages: understood.languages } : {}
    const filters = { ...payload.filters, ...understood.filters, ...languages }
    if (understood.intent === 'search') return { ...base, filters }
    if (understood.intent === 'name' && understood.name) {
      return { ...base, filters, name: understood.name, isNameSearch: true }
    }
    return { ...base, query: understood.keywords ?? query }
  }

  private async search(command: SearchCommand): Promise<SearchTalentsResult> {
    try {
      return await searchTalents(this.deps.db, {
        filters: command.filters,
        name: command.name,
        query: command.query,
        page: command.page,
        limit: command.limit,
        sessionId: command.sessionId,
        owner: this.user?.id ?? null,
      })
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw new ServerFailure('search failed', { cause: error })
    }
  }

  /** Runs the engine's search: a new one (search_results), or the next page of a session (load more). */
  private async carryOut(command: SearchCommand, text: string) {
    if (command.sessionId) {
      const result = await this.search(command)
      this.emit('load_more_response', loadMoreEvent(result, command.sessionId))
      this.apply(respond(this.state, { kind: 'moreResults', result }, this.engine))
      return
    }
    // Until this search's cards have left, no one's follow-up message is sent (quiet-turns.ts).
    const cardsLeft = quietTurns.begin()
    try {
      await this.newSearch(command, text, cardsLeft)
    } finally {
      cardsLeft()
    }
  }

  private async newSearch(asked: SearchCommand, text: string, cardsLeft: () => void) {
    let command = asked
    if (!this.user && narrowsTheList({ filters: command.filters, text: command.name ?? command.query ?? null })) {
      await this.showGuestThePublicList(command, cardsLeft)
      return
    }
    let result = withoutSubject(await this.search(command), command.excludeTalentId)
    const words = wordCount(text)
    if (command.isNameSearch && result.totalResults === 0 && words >= 2 && words <= 3) {
      // "kathak fusion" read as a name finds nobody: the words may be in bios and skills.
      command = { ...command, name: undefined, query: text, isNameSearch: false }
      result = await this.search(command)
    }
    let droppedCrafts: string | undefined
    const filtered = Object.keys(command.filters).length > 0
    if (filtered && command.query && command.query === this.state.crafts && result.totalResults === 0) {
      // "kathak dancers in Pune" with no Pune dancer listing kathak: show the Pune dancers, and say so.
      droppedCrafts = command.query
      command = { ...command, query: undefined }
      result = await this.search(command)
    }
    // "More like the second one" that finds nobody like them in their city and age: widen, age first, then
    // city (the type stays), so the answer is the nearest talents like them rather than none.
    for (const wider of ['ageGroup', 'location'] as const) {
      if (!command.excludeTalentId || result.totalResults > 0 || command.filters[wider] === undefined) continue
      const { [wider]: _dropped, ...kept } = command.filters
      command = { ...command, filters: kept }
      result = withoutSubject(await this.search(command), command.excludeTalentId)
      this.state = { ...this.state, filters: kept }
    }
    this.state = { ...this.state, lastSearch: command }
    this.emit('search_results', searchResultsEvent(result))
    cardsLeft()
    // The cards go out first; the assistant's message about them (and typing_stop) once the event loop
    // has a turn with no new client event and no search on its way (quiet-turns.ts). When many people
    // search at once, everyone's cards leave before anyone's message is built and sent. The order of this
    // socket's events holds.
    await quietTurns.wait()
    this.apply(respond(this.state, { kind: 'results', result: { ...result, droppedCrafts } }, this.engine))
  }

  /**
   * Requirements §5: a guest's search runs without its filters, name or text (the search service would refuse
   * them): the public list, best rated first, and an invitation to sign in for the search they asked for.
   */
  private async showGuestThePublicList(asked: SearchCommand, cardsLeft: () => void) {
    const command: SearchCommand = { ...asked, filters: {}, name: undefined, query: undefined, isNameSearch: false }
    const result = await this.search(command)
    this.state = { ...this.state, lastSearch: command }
    this.emit('search_results', searchResultsEvent(result))
    cardsLeft()
    await quietTurns.wait()
    this.apply(respond(this.state, { kind: 'results', result }, this.engine))
    this.emit('chat_response', {
      id: crypto.randomUUID(),
      text: GUEST_SEARCH_INVITATION,
      isUser: false,
      timestamp: now(),
      isSystemMessage: true,
      messageType: 'info',
      type: 'answer',
      stage: 'results',
      options: [OPTION.login, OPTION.signUp],
    })
  }

  /** Any session this user may read, on any socket: the session id is all it takes (and the owner check). */
  private async loadMore({ sessionId, page }: z.output<typeof LoadMoreEventSchema>) {
    let result: SearchTalentsResult
    try {
      result = await this.search({
        kind: 'search',
        filters: {},
        page,
        limit: SEARCH_PAGE_SIZE,
        sessionId,
        directSearch: true,
        isNameSearch: false,
      })
    } catch (error) {
      this.emit('load_more_response', {
        success: false,
        message: this.failureText(error, 'load_more_results'),
        results: [],
        sessionId,
        totalResults: 0,
        hasMore: false,
        page,
      })
      return
    }
    this.emit('load_more_response', loadMoreEvent(result, sessionId))
    // A fresh socket (a reconnect, another node) adopts the session the client continues.
    if (this.state.sessionId !== sessionId) {
      this.state = { ...this.state, stage: 'results', sessionId, filters: result.filters }
    }
    this.apply(respond(this.state, { kind: 'moreResults', result }, this.engine))
  }
}
