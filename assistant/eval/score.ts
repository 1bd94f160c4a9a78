import { z } from 'zod'
import type { Understanding } from '../engine/understand'

/** The fields the eval compares: the five filters and the name. */
export const EVAL_FIELDS = ['talentType', 'gender', 'location', 'ageGroup', 'projectType', 'name'] as const
export type EvalField = (typeof EVAL_FIELDS)[number]

const ExpectedSchema = z.object({
  talentType: z.string().optional(),
  gender: z.string().optional(),
  location: z.string().optional(),
  ageGroup: z.string().optional(),
  projectType: z.string().optional(),
  name: z.string().optional(),
})

export const EvalCaseSchema = z.object({ query: z.string(), expect: ExpectedSchema })
export type EvalCase = z.infer<typeof EvalCaseSchema>
type Labels = z.infer<typeof ExpectedSchema>

export interface Miss {
  query: string
  field: EvalField
  expected: string | undefined
  predicted: string | undefined
}

export interface EvalReport {
  total: number
  /** Right answers per field: predicted equals expected, both absent included. */
  correctByField: Record<EvalField, number>
  correctQueries: number
  misses: Miss[]
}

/** Parses a JSONL file's text: one case a line, blank lines ignored; a bad line throws with its number. */
export function parseCases(jsonl: string): EvalCase[] {
  return jsonl
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      const parsed = EvalCaseSchema.safeParse(JSON.parse(line))
      if (!parsed.success) throw new Error(`line ${number}: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
      return parsed.data
    })
}

export function predictedLabels(understanding: Understanding): Labels {
  return { ...understanding.filters, name: understanding.name }
}

export function scoreCases(cases: EvalCase[], understand: (text: string) => Understanding): EvalReport {
  const correctByField: Record<EvalField, number> = {
    talentType: 0,
    gender: 0,
    location: 0,
    ageGroup: 0,
    projectType: 0,
    name: 0,
  }
  const misses: Miss[] = []
  let correctQueries = 0
  for (const { query, expect } of cases) {
    const predicted = predictedLabels(understand(query))
    let allRight = true
    for (const field of EVAL_FIELDS) {
      if (predicted[field] === expect[field]) correctByField[field] += 1
      else {
        allRight = false
        misses.push({ query, field, expected: expect[field], predicted: predicted[field] })
      }
    }
    if (allRight) correctQueries += 1
  }
  return { total: cases.length, correctByField, correctQueries, misses }
}

export const percent = (part: number, total: number) => (total === 0 ? 100 : (100 * part) / total)

export function formatReport(report: EvalReport): string {
  const line = (label: string, correct: number) =>
    `${label.padEnd(12)} ${percent(correct, report.total).toFixed(1).padStart(5)}%  (${correct}/${report.total})`
  const lines = [
    'Assistant understanding eval',
    ...EVAL_FIELDS.map((field) => line(field, report.correctByField[field])),
    line('whole query', report.correctQueries),
  ]
  if (report.misses.length > 0) {
    lines.push('', 'Misses:')
    for (const miss of report.misses) {
      lines.push(
        `  ${JSON.stringify(miss.query)}  ${miss.field}: expected ${miss.expected ?? '(none)'}, got ${miss.predicted ?? '(none)'}`,
      )
    }
  }
  return lines.join('\n')
}
