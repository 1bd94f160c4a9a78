import { z } from 'zod'
import { AGE_GROUPS, CITIES, GENDERS, PROJECT_TYPES, TALENT_TYPES } from '../../api/vocabulary'
import type { Understanding } from '../engine/understand'

/** The fields the eval compares on a single request: the five filters, the name, languages, unsupported, intent. */
export const EVAL_FIELDS = [
  'talentType',
  'gender',
  'location',
  'ageGroup',
  'projectType',
  'name',
  'languages',
  'unsupported',
  'intent',
] as const
export type EvalField = (typeof EVAL_FIELDS)[number]

/** Requirements the product cannot filter on yet (ADR 025): acknowledged in the reply, never dropped. */
export const UNSUPPORTED = ['budget', 'height', 'dates'] as const
export const UnsupportedSchema = z.array(z.enum(UNSUPPORTED))

/** The labels of a search, in the canonical values of api/vocabulary.ts: a label in other words is refused. */
export const SEARCH_LABELS = {
  talentType: z.enum(TALENT_TYPES).optional(),
  gender: z.enum(GENDERS).optional(),
  location: z
    .string()
    .refine((city) => CITIES.includes(city), 'not a canonical city')
    .optional(),
  ageGroup: z.enum(AGE_GROUPS).optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  name: z.string().min(1).optional(),
  /** Language names as the catalog spells them ("Tamil"), any-of; order does not matter. */
  languages: z.array(z.string().regex(/^[A-Z][a-z]+$/, 'not a language name')).optional(),
}
export const FILTER_LABEL_KEYS = ['talentType', 'gender', 'location', 'ageGroup', 'projectType'] as const
type FilterLabelKey = (typeof FILTER_LABEL_KEYS)[number]

/** The five filters of a label or of the engine's filters, as compared. */
export function filterValues(filters: Partial<Record<FilterLabelKey, string>>): Record<FilterLabelKey, Value> {
  return {
    talentType: filters.talentType,
    gender: filters.gender,
    location: filters.location,
    ageGroup: filters.ageGroup,
    projectType: filters.projectType,
  }
}

export const ExpectedSchema = z
  .object({
    ...SEARCH_LABELS,
    unsupported: UnsupportedSchema.optional(),
    /** The understanding's intent; when absent it is derived: a name → name, any filter → search, else unscored. */
    intent: z.string().optional(),
  })
  .strict()

export const EvalCaseSchema = z.object({
  query: z.string().min(1),
  expect: ExpectedSchema,
  /** The phrasing family the case covers ("hinglish", "typos"); the shared file has none. */
  family: z.string().optional(),
})
export type EvalCase = z.infer<typeof EvalCaseSchema>
export type Labels = z.infer<typeof ExpectedSchema>

/** One field's value as compared: lists sorted and joined, an empty list as absent. */
export type Value = string | undefined

export interface Miss {
  query: string
  field: EvalField
  expected: Value
  predicted: Value
}

export interface Tally {
  correct: number
  total: number
}

export interface EvalReport {
  total: number
  /** Right answers per field: predicted equals expected, both absent included (an unlabelled intent counts right). */
  correctByField: Record<EvalField, number>
  correctQueries: number
  byFamily: Record<string, Tally>
  misses: Miss[]
}

export function listValue(list: readonly string[] | undefined): Value {
  if (!list || list.length === 0) return undefined
  return [...new Set(list)].sort().join(', ')
}

/** Parses JSONL: one object a line, blank lines ignored; a bad line throws with its number. */
export function parseJsonl<T>(jsonl: string, schema: z.ZodType<T>): T[] {
  return jsonl
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let json: unknown
      try {
        json = JSON.parse(line)
      } catch {
        throw new Error(`line ${number}: not JSON`)
      }
      const parsed = schema.safeParse(json)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        throw new Error(`line ${number}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid'}`)
      }
      return parsed.data
    })
}

export const parseCases = (jsonl: string): EvalCase[] => parseJsonl(jsonl, EvalCaseSchema)

/**
 * What the engine may output beyond today's Understanding (ADR 025 "Engine outputs the eval reads"):
 * read when present, so the engine work is measured without changing the runner.
 */
const ExtrasSchema = z.object({
  languages: z.array(z.string()).optional(),
  unsupported: z.array(z.string()).optional(),
  filters: z.object({ languages: z.array(z.string()).optional() }).passthrough(),
})

export function predictedLabels(understanding: Understanding): Record<EvalField, Value> {
  const extras = ExtrasSchema.safeParse(understanding)
  const more = extras.success ? extras.data : undefined
  return {
    ...filterValues(understanding.filters),
    name: understanding.name,
    languages: listValue(more?.languages ?? more?.filters.languages),
    unsupported: listValue(more?.unsupported),
    intent: understanding.intent,
  }
}

function expectedIntent(labels: Labels): Value {
  if (labels.intent) return labels.intent
  if (labels.name) return 'name'
  if (FILTER_LABEL_KEYS.some((key) => labels[key] !== undefined) || (labels.languages?.length ?? 0) > 0) return 'search'
  return undefined
}

export function expectedLabels(labels: Labels): Record<EvalField, Value> {
  return {
    ...filterValues(labels),
    name: labels.name,
    languages: listValue(labels.languages),
    unsupported: listValue(labels.unsupported),
    intent: expectedIntent(labels),
  }
}

function emptyCounts(): Record<EvalField, number> {
  return {
    talentType: 0,
    gender: 0,
    location: 0,
    ageGroup: 0,
    projectType: 0,
    name: 0,
    languages: 0,
    unsupported: 0,
    intent: 0,
  }
}

export function scoreCases(cases: EvalCase[], understand: (text: string) => Understanding): EvalReport {
  const correctByField = emptyCounts()
  const byFamily: Record<string, Tally> = {}
  const misses: Miss[] = []
  let correctQueries = 0
  for (const { query, expect, family } of cases) {
    const predicted = predictedLabels(understand(query))
    const expected = expectedLabels(expect)
    let allRight = true
    for (const field of EVAL_FIELDS) {
      // An unlabelled intent is not scored: the shared file labels filters only.
      if (predicted[field] === expected[field] || (field === 'intent' && expected.intent === undefined)) {
        correctByField[field] += 1
      } else {
        allRight = false
        misses.push({ query, field, expected: expected[field], predicted: predicted[field] })
      }
    }
    if (allRight) correctQueries += 1
    const tally = (byFamily[family ?? 'unlabelled'] ??= { correct: 0, total: 0 })
    tally.total += 1
    if (allRight) tally.correct += 1
  }
  return { total: cases.length, correctByField, correctQueries, byFamily, misses }
}

export const percent = (part: number, total: number) => (total === 0 ? 100 : (100 * part) / total)

export function rateLine(label: string, correct: number, total: number, width = 12): string {
  return `${label.padEnd(width)} ${percent(correct, total).toFixed(1).padStart(5)}%  (${correct}/${total})`
}

/** Misses grouped by query, one line each, at most `cap` lines. */
export function formatMisses(misses: Miss[], cap: number): string[] {
  const byQuery = new Map<string, Miss[]>()
  for (const miss of misses) byQuery.set(miss.query, [...(byQuery.get(miss.query) ?? []), miss])
  const lines = [...byQuery]
    .slice(0, cap)
    .map(
      ([query, wrong]) =>
        `  ${JSON.stringify(query)}  ${wrong
          .map((m) => `${m.field}: expected ${m.expected ?? '(none)'}, got ${m.predicted ?? '(none)'}`)
          .join('; ')}`,
    )
  if (byQuery.size > cap) lines.push(`  … and ${byQuery.size - cap} more`)
  return lines
}

export function formatReport(report: EvalReport, options: { title?: string; missCap?: number } = {}): string {
  const lines = [
    options.title ?? 'Assistant understanding eval',
    ...EVAL_FIELDS.map((field) => rateLine(field, report.correctByField[field], report.total)),
    rateLine('whole query', report.correctQueries, report.total),
  ]
  const families = Object.entries(report.byFamily).sort(([a], [b]) => a.localeCompare(b))
  if (families.length > 1) {
    lines.push('', 'Per family (whole query):')
    for (const [family, { correct, total }] of families) lines.push(`  ${rateLine(family, correct, total, 20)}`)
  }
  if (report.misses.length > 0) lines.push('', 'Misses:', ...formatMisses(report.misses, options.missCap ?? Infinity))
  return lines.join('\n')
}
