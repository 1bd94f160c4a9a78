/**
 * Questions about the results and actions on them (ADR 025 rules 2 and 3). The active search stays as it
 * was, except for `similar`, which searches talents like its subject (type, city, age group) without them.
 * Saving the active search is in saved-searches.ts.
 * Shortlisting and detail answers need data: the engine names the talents (or asks which), the adapter
 * carries the command out and hands back the outcome, which `onShortlisted` and `onDetailed` word.
 */
import { SHORTLIST_NAME_MAX_LENGTH } from '../../api/vocabulary'
import {
  detailReply,
  listNameFor,
  nameList,
  shortlistReply,
  type DetailOutcome,
  type ShortlistOutcome,
} from './answers'
import { isAgeGroup, isTalentType, type Filters } from './filters'
import { OPTION, resultOptions, SEARCH_PAGE_SIZE, type TalentCard } from './messages'
import type { Act, DetailField, Subject } from './questions'
import { saveSearch } from './saved-searches'
import { step, type ConversationState, type EngineDeps, type EngineStep, type TalentRef } from './state'

const ref = (card: TalentCard): TalentRef => ({ USERID: card.USERID, name: card.name })

/** Positions the turn named that no card holds ("the fifth" with 3 cards shown). */
function beyondTheCards(state: ConversationState, subject: Subject): number[] {
  return (subject.positions ?? []).filter((position) => position > state.shown.length || position === 0)
}

/** "There are only 3 cards", said plainly when a position is past the last card. */
function onlyCards(state: ConversationState): string {
  const shown = state.shown.length
  return shown === 0
    ? 'There are no results on screen yet. Tell me who you need.'
    : `There ${shown === 1 ? 'is only 1 card' : `are only ${shown} cards`}: say which of them, for example “the first one”.`
}

/** The cards a subject names: positions of the cards shown, a name (shown or not), or the one in view. */
function subjectCards(state: ConversationState, subject: Subject): TalentCard[] | { name: string } {
  if (subject.positions) {
    return subject.positions
      .map((position) => state.shown[position > 0 ? position - 1 : state.shown.length + position])
      .filter((card): card is TalentCard => card !== undefined)
  }
  if (subject.all) return state.shown
  if (subject.name) {
    const wanted = subject.name.toLowerCase()
    const card = state.shown.find(
      (c) => c.name.toLowerCase() === wanted || c.name.toLowerCase().startsWith(`${wanted} `),
    )
    return card ? [card] : { name: subject.name }
  }
  if (state.focus) return [state.focus]
  return state.shown.length === 1 ? state.shown : []
}

/** "Dancer · Mumbai · kathak in skills or bio": what a card has of the active search. */
function matched(card: TalentCard, filters: Filters, crafts: string | null): string {
  const parts = [
    filters.talentType && card.talentType === filters.talentType ? card.talentType : null,
    filters.gender && card.gender === filters.gender ? card.gender : null,
    filters.location && card.city === filters.location ? card.city : null,
    filters.ageGroup && card.ageGroup === filters.ageGroup ? `aged ${card.ageGroup}` : null,
    filters.projectType && card.projectTypes.includes(filters.projectType) ? filters.projectType : null,
    filters.languages?.length ? `speaks ${filters.languages.join(' or ')}` : null,
    crafts ? `${crafts} in skills or bio` : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'your search (no filters set)'
}

/**
 * "Why these?": each card's match, one line per match, the cards that matched alike named together
 * ("Kritika Sharma and Pooja Verma: matched Actor · Female · Delhi"), so a page of ten reads in a line or two.
 */
function explain(deps: EngineDeps, state: ConversationState): EngineStep {
  if (state.shown.length === 0) {
    return step(deps, state, [{ type: 'answer', text: 'There are no results to explain yet. Tell me who you need.' }])
  }
  const groups = new Map<string, string[]>()
  for (const card of state.shown) {
    const line = matched(card, state.filters, state.crafts)
    groups.set(line, [...(groups.get(line) ?? []), card.name])
  }
  const lines = [...groups].map(([line, cards]) => `${nameList(cards)}: matched ${line}.`)
  return step(
    deps,
    state,
    [{ type: 'answer', text: `Why these:\n${lines.join('\n')}`, options: resultOptions(state.hasMore) }],
    { kind: 'explain', talents: state.shown.map(ref) },
  )
}

function shortlist(
  deps: EngineDeps,
  state: ConversationState,
  subject: Subject,
  listName: string | undefined,
): EngineStep {
  if (beyondTheCards(state, subject).length > 0) {
    return step(deps, state, [{ type: 'answer', text: onlyCards(state), options: resultOptions(state.hasMore) }])
  }
  const cards = subjectCards(state, subject)
  if (!Array.isArray(cards) || cards.length === 0) {
    const text = Array.isArray(cards)
      ? 'Which ones should I shortlist? Say "the first two" or a name from the results.'
      : `${cards.name} is not on the cards shown. Search “find ${cards.name}”, then shortlist from the results.`
    return step(deps, state, [{ type: 'answer', text, options: resultOptions(state.hasMore) }])
  }
  const positions = cards.map((card) => state.shown.indexOf(card) + 1).filter((position) => position > 0)
  // The adapter adds them and answers through onShortlisted.
  return step(deps, state, [], {
    kind: 'shortlist',
    positions,
    talents: cards.map(ref),
    ...(listName ? { listName } : {}),
    newListName: listName?.slice(0, SHORTLIST_NAME_MAX_LENGTH) ?? listNameFor(state.filters, SHORTLIST_NAME_MAX_LENGTH),
  })
}

/** The reply to what the adapter did with a shortlist command. */
export function onShortlisted(deps: EngineDeps, state: ConversationState, outcome: ShortlistOutcome): EngineStep {
  const reply = shortlistReply(outcome)
  const options =
    outcome.status === 'notRecruiter' && outcome.viewer === 'guest'
      ? [OPTION.login, OPTION.signUp]
      : resultOptions(state.hasMore)
  return step(deps, state, [{ type: 'answer', ...reply, options }])
}

/** The reply to a detail question, from what the adapter read of the talent's profile. */
export function onDetailed(deps: EngineDeps, state: ConversationState, outcome: DetailOutcome): EngineStep {
  const reply = detailReply(outcome, deps.now().toISOString().slice(0, 10))
  return step(deps, state, [{ type: 'answer', ...reply, options: resultOptions(state.hasMore) }])
}

const FIELD_WORDS: Record<DetailField, string> = {
  height: 'height',
  portfolio: 'portfolio',
  availability: 'availability',
  languages: 'languages',
  age: 'age',
  city: 'city',
  rate: 'rate',
  experience: 'experience',
  contact: 'contact details',
}

function detail(deps: EngineDeps, state: ConversationState, field: DetailField, subject: Subject): EngineStep {
  if (beyondTheCards(state, subject).length > 0) {
    return step(deps, state, [{ type: 'answer', text: onlyCards(state), options: resultOptions(state.hasMore) }])
  }
  const cards = subjectCards(state, subject)
  const card = Array.isArray(cards) ? cards[0] : undefined
  const name = card?.name ?? (Array.isArray(cards) ? undefined : cards.name)
  if (!name) {
    const text = `Whose ${FIELD_WORDS[field]}? Say "the first one" or a name from the results.`
    return step(deps, state, [{ type: 'answer', text }], { kind: 'detail', field })
  }
  // The adapter reads the profile (a named talent off the cards is looked up by name) and answers
  // through onDetailed; the talent asked about is the one "her" means next.
  const next = card ? { ...state, focus: card } : state
  return step(deps, next, [], { kind: 'detail', field, name, ...(card ? { talent: ref(card) } : {}) })
}

/**
 * Talents like the subject: its type, city and age group (the adapter adds skills and languages), with what
 * the turn asked beside it ("… for an OTT show", "… but in Delhi"). A name off the cards is looked up first.
 */
function similar(deps: EngineDeps, state: ConversationState, subject: Subject, asked: Filters = {}): EngineStep {
  const cards = subjectCards(state, subject)
  const card = Array.isArray(cards) ? (cards[0] ?? state.shown[0]) : undefined
  if (card) return similarTo(deps, state, card, asked)
  const name = Array.isArray(cards) ? undefined : cards.name
  if (name) return step(deps, state, [], { kind: 'findSubject', name, filters: asked })
  const text = 'Similar to whom? Name a talent or say "the second one".'
  return step(deps, state, [{ type: 'answer', text }])
}

/** Most talents a "which one?" lists. */
const NAMESAKES_LISTED = 3

/** The catalog's answer to "someone like <name>": one talent is the subject; several, the recruiter picks. */
export function onSubjectFound(
  deps: EngineDeps,
  state: ConversationState,
  { name, talents, filters: asked }: { name: string; talents: TalentCard[]; filters: Filters },
): EngineStep {
  const [only] = talents
  if (talents.length === 1 && only) return similarTo(deps, state, only, asked)
  if (talents.length === 0) {
    const text = `I couldn't find a public talent called ${name}. Check the spelling, or tell me who you need.`
    return step(deps, state, [{ type: 'answer', text }])
  }
  const listed = talents.slice(0, NAMESAKES_LISTED)
  const described = listed.map((talent) => `${talent.name} (${talent.talentType}, ${talent.city})`)
  const text = `More than one talent is called ${name}: ${nameList(described)}. Which one do you mean?`
  const options = listed.map((talent) => `Someone like ${talent.name}`)
  return step(deps, state, [{ type: 'answer', text, options }])
}

function similarTo(deps: EngineDeps, state: ConversationState, card: TalentCard, asked: Filters): EngineStep {
  const filters: Filters = {
    ...(isTalentType(card.talentType) ? { talentType: card.talentType } : {}),
    ...(card.city ? { location: card.city } : {}),
    ...(isAgeGroup(card.ageGroup) ? { ageGroup: card.ageGroup } : {}),
    ...asked,
  }
  const search = {
    kind: 'search' as const,
    filters,
    page: 1,
    limit: SEARCH_PAGE_SIZE,
    directSearch: true,
    isNameSearch: false,
    excludeTalentId: card.USERID,
  }
  const next: ConversationState = { ...state, filters, crafts: null, focus: null, lastSearch: search }
  return step(deps, next, [{ type: 'answer', text: `Looking for talents like ${card.name}.` }], {
    kind: 'similar',
    name: card.name,
    talent: ref(card),
    search,
  })
}

export function onAct(deps: EngineDeps, state: ConversationState, act: Act): EngineStep {
  switch (act.kind) {
    case 'explain':
      return explain(deps, state)
    case 'shortlist':
      return shortlist(deps, state, act.subject, act.listName)
    case 'detail':
      return detail(deps, state, act.field, act.subject)
    case 'similar':
      return similar(deps, state, act.subject, act.filters)
    case 'saveSearch':
      return saveSearch(deps, state, act.name)
  }
}
