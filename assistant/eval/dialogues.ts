/**
 * Multi-turn dialogues driven through the engine's real conversation step (`respond`), with the pure fake
 * search in place of the adapter. Each turn is scored against its label: the active search after the turn
 * (ADR 025), or the question or action it is, and the unsupported requirements it acknowledges.
 */
import { z } from 'zod'
import type { ConversationState, EngineInput, SearchCommand } from '../engine'
import { fakeSearch } from './fake-search'
import {
  FILTER_LABEL_KEYS,
  filterValues,
  listValue,
  parseJsonl,
  percent,
  rateLine,
  SEARCH_LABELS,
  UnsupportedSchema,
  type Value,
} from './score'

const SearchLabelSchema = z
  .object({
    ...SEARCH_LABELS,
    /** Free words searched in skills and bios ("kathak"), space separated. */
    crafts: z.string().optional(),
  })
  .strict()
export type SearchLabel = z.infer<typeof SearchLabelSchema>

export const ACT_KINDS = ['explain', 'similar', 'detail', 'shortlist', 'saveSearch', 'chat'] as const
const ActLabelSchema = z
  .object({
    kind: z.enum(ACT_KINDS),
    /** similar: the subject; detail: the talent asked about, when the label names it. */
    name: z.string().optional(),
    /** detail: height, portfolio, availability, languages, … */
    field: z.string().optional(),
    /** shortlist: 1-based card positions. */
    positions: z.array(z.number().int().positive()).optional(),
  })
  .strict()
export type ActLabel = z.infer<typeof ActLabelSchema>

const TurnSchema = z
  .object({
    say: z.string().min(1),
    /** The expected active search after the turn. */
    search: SearchLabelSchema.optional(),
    /** A question, an action or small talk: the active search stays as it was (except `similar`). */
    act: ActLabelSchema.optional(),
    unsupported: UnsupportedSchema.optional(),
  })
  .strict()
  .refine((turn) => (turn.search === undefined) !== (turn.act === undefined), 'a turn has either search or act')

export const DialogueSchema = z
  .object({
    id: z.string().min(1),
    /** The ADR 025 rules the dialogue exercises. */
    rules: z.array(z.string()).min(1),
    turns: z.array(TurnSchema).min(2).max(6),
  })
  .strict()
export type Dialogue = z.infer<typeof DialogueSchema>

export const parseDialogues = (jsonl: string): Dialogue[] => parseJsonl(jsonl, DialogueSchema)

export const TURN_FIELDS = [...FILTER_LABEL_KEYS, 'languages', 'name', 'crafts', 'unsupported', 'act'] as const
export type TurnField = (typeof TURN_FIELDS)[number]
type TurnValues = Record<TurnField, Value>

/**
 * The engine's step as the runner reads it: today's EngineStep fits, and so does a later one whose commands
 * and messages carry kinds this engine does not have yet (ADR 025 "Engine outputs the eval reads").
 */
export interface StepLike {
  state: ConversationState
  messages: readonly unknown[]
  command: unknown
}
export type Respond = (state: ConversationState, input: EngineInput) => StepLike

function isSearchCommand(command: unknown): command is SearchCommand {
  return typeof command === 'object' && command !== null && 'kind' in command && command.kind === 'search'
}

/** Optional outputs of a later engine (ADR 025 "Engine outputs the eval reads"), read when present. */
const LooseSchema = z
  .object({
    kind: z.string().optional(),
    type: z.string().optional(),
    name: z.string().optional(),
    field: z.string().optional(),
    positions: z.array(z.number()).optional(),
    unsupported: z.array(z.string()).optional(),
    languages: z.array(z.string()).optional(),
  })
  .passthrough()
const loose = (value: unknown) => {
  const parsed = LooseSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

const QUESTION_KINDS: readonly string[] = ['explain', 'similar', 'detail', 'shortlist', 'saveSearch']

function actValue(kind: string, act: { name?: string; field?: string; positions?: number[] }, withName: boolean) {
  if (kind === 'similar') return `similar:${act.name ?? ''}`
  if (kind === 'detail') return `detail:${act.field ?? ''}${withName ? `:${act.name ?? ''}` : ''}`
  if (kind === 'shortlist') return `shortlist:${(act.positions ?? []).join(',')}`
  return kind
}

function expectedAct(act: ActLabel): string {
  return actValue(act.kind, act, act.name !== undefined)
}

/** What the turn did: a question or action the engine reports, else search / navigate / chat. */
function predictedAct(step: StepLike, expected: ActLabel | undefined): string {
  const withName = expected?.name !== undefined
  const command = loose(step.command)
  if (command?.kind && QUESTION_KINDS.includes(command.kind)) return actValue(command.kind, command, withName)
  for (const message of step.messages) {
    const found = loose(message)
    if (found?.type && QUESTION_KINDS.includes(found.type)) return actValue(found.type, found, withName)
  }
  if (command?.kind === 'search' || command?.kind === 'navigate') return command.kind
  return 'chat'
}

function words(text: string | null | undefined): Value {
  return listValue(text ? text.toLowerCase().split(/\s+/).filter(Boolean) : undefined)
}

/** The active search the engine holds after a turn: its filters, languages, crafts, and name at the results. */
export function activeSearch(state: ConversationState): Omit<TurnValues, 'unsupported' | 'act'> {
  const { filters } = state
  const name = state.stage === 'results' && state.lastSearch?.isNameSearch ? state.lastSearch.name : undefined
  return {
    ...filterValues(filters),
    languages: listValue(loose(filters)?.languages),
    name,
    crafts: words(state.crafts),
  }
}

function searchValues(label: SearchLabel): Omit<TurnValues, 'unsupported' | 'act'> {
  return {
    ...filterValues(label),
    languages: listValue(label.languages),
    name: label.name,
    crafts: words(label.crafts),
  }
}

function acknowledged(steps: StepLike[]): Value {
  const found = steps.flatMap((s) => [s.state, s.command, ...s.messages].flatMap((x) => loose(x)?.unsupported ?? []))
  return listValue(found)
}

/** The search a step asks for: its command, or the one an action carries ("alert me when new … join"). */
function searchOf(command: unknown): SearchCommand | null {
  if (isSearchCommand(command)) return command
  const carried = typeof command === 'object' && command !== null && 'search' in command ? command.search : null
  return isSearchCommand(carried) ? carried : null
}

/** One user turn: the text, then the fake search's results when the engine asked for a search. */
export function takeTurn(respond: Respond, state: ConversationState, text: string): StepLike[] {
  const first = respond(state, { kind: 'text', text })
  const search = searchOf(first.command)
  if (!search) return [first]
  return [first, respond(first.state, { kind: 'results', result: fakeSearch(search) })]
}

export interface TurnMiss {
  dialogue: string
  turn: number
  say: string
  field: TurnField
  expected: Value
  predicted: Value
}

export interface DialogueReport {
  dialogues: number
  correctDialogues: number
  turns: number
  correctTurns: number
  /** Per field: right answers over the turns that score it. */
  byField: Record<TurnField, { correct: number; total: number }>
  /** Per ADR rule: whole-dialogue accuracy of the dialogues tagged with it. */
  byRule: Record<string, { correct: number; total: number }>
  misses: TurnMiss[]
}

const emptyTally = () => ({ correct: 0, total: 0 })

export function scoreDialogues(dialogues: Dialogue[], respond: Respond, start: ConversationState): DialogueReport {
  const report: DialogueReport = {
    dialogues: dialogues.length,
    correctDialogues: 0,
    turns: 0,
    correctTurns: 0,
    byField: {
      talentType: emptyTally(),
      gender: emptyTally(),
      location: emptyTally(),
      ageGroup: emptyTally(),
      projectType: emptyTally(),
      languages: emptyTally(),
      name: emptyTally(),
      crafts: emptyTally(),
      unsupported: emptyTally(),
      act: emptyTally(),
    },
    byRule: {},
    misses: [],
  }
  for (const dialogue of dialogues) {
    let state = start
    // The search the labels say is active; null after `similar`, whose search the labels do not spell out.
    let expectedSearch: SearchLabel | null = {}
    let dialogueRight = true
    dialogue.turns.forEach((turn, index) => {
      const steps = takeTurn(respond, state, turn.say)
      state = steps.at(-1)?.state ?? state
      if (turn.search) expectedSearch = turn.search
      else if (turn.act?.kind === 'similar') expectedSearch = null
      const expected: Partial<TurnValues> = {
        ...(expectedSearch ? searchValues(expectedSearch) : {}),
        unsupported: listValue(turn.unsupported),
        ...(turn.act ? { act: expectedAct(turn.act) } : {}),
      }
      const predicted: TurnValues = {
        ...activeSearch(state),
        unsupported: acknowledged(steps),
        act: steps[0] ? predictedAct(steps[0], turn.act) : undefined,
      }
      let turnRight = true
      for (const field of TURN_FIELDS) {
        if (!(field in expected)) continue
        const tally = report.byField[field]
        tally.total += 1
        if (expected[field] === predicted[field]) tally.correct += 1
        else {
          turnRight = false
          report.misses.push({
            dialogue: dialogue.id,
            turn: index + 1,
            say: turn.say,
            field,
            expected: expected[field],
            predicted: predicted[field],
          })
        }
      }
      report.turns += 1
      if (turnRight) report.correctTurns += 1
      else dialogueRight = false
    })
    if (dialogueRight) report.correctDialogues += 1
    for (const rule of dialogue.rules) {
      const tally = (report.byRule[rule] ??= emptyTally())
      tally.total += 1
      if (dialogueRight) tally.correct += 1
    }
  }
  return report
}

export function formatDialogueReport(report: DialogueReport, missCap = Infinity): string {
  const lines = [
    'Assistant dialogue eval (turn fields over the turns that score them)',
    ...TURN_FIELDS.map((field) => rateLine(field, report.byField[field].correct, report.byField[field].total)),
    rateLine('whole turn', report.correctTurns, report.turns),
    rateLine('whole dialog', report.correctDialogues, report.dialogues),
    '',
    'Per rule (whole dialogue):',
    ...Object.entries(report.byRule)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rule, { correct, total }]) => `  ${rateLine(rule, correct, total, 20)}`),
  ]
  if (report.misses.length > 0) {
    lines.push('', 'Misses:')
    const byTurn = new Map<string, TurnMiss[]>()
    for (const miss of report.misses) {
      const key = `${miss.dialogue} #${miss.turn} ${JSON.stringify(miss.say)}`
      byTurn.set(key, [...(byTurn.get(key) ?? []), miss])
    }
    for (const [key, wrong] of [...byTurn].slice(0, missCap)) {
      const detail = wrong.map((m) => `${m.field}: expected ${m.expected ?? '(none)'}, got ${m.predicted ?? '(none)'}`)
      lines.push(`  ${key}  ${detail.join('; ')}`)
    }
    if (byTurn.size > missCap) lines.push(`  … and ${byTurn.size - missCap} more`)
  }
  return lines.join('\n')
}

export const dialogueAccuracy = (report: DialogueReport) => percent(report.correctDialogues, report.dialogues)
