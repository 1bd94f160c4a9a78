/**
 * Runs the labelled chat queries through the engine's understanding and prints accuracy per field and per
 * whole query, with the misses. Exits 1 below WHOLE_QUERY_TARGET. Usage: tsx assistant/eval/run.ts [file.jsonl]
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { understand } from '../engine/understand'
import { formatReport, parseCases, percent, scoreCases } from './score'

const WHOLE_QUERY_TARGET = 95
const DEFAULT_FILE = fileURLToPath(new URL('../../../shared/eval/assistant-queries.jsonl', import.meta.url))

const file = process.argv[2] ?? DEFAULT_FILE
const report = scoreCases(parseCases(readFileSync(file, 'utf8')), understand)
console.log(`${file}\n${formatReport(report)}`)
const whole = percent(report.correctQueries, report.total)
if (whole < WHOLE_QUERY_TARGET) {
  console.error(`\nWhole-query accuracy ${whole.toFixed(1)}% is below the ${WHOLE_QUERY_TARGET}% target.`)
  process.exitCode = 1
}
