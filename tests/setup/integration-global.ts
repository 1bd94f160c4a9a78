import type { TestProject } from 'vitest/node'
import { prepareTemplates } from './templates'

/**
 * Says loudly which database the integration suite runs on, so a skipped PostgreSQL run is never silent,
 * and migrates the one template database that every test file copies (tests/setup/database.ts).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error(
      'TEST_DB=postgres but TEST_DATABASE_URL is not set: refusing to pretend the suite ran on PostgreSQL.',
    )
  }
  const target = kind === 'postgres' ? `PostgreSQL (${redact(process.env.TEST_DATABASE_URL ?? '')})` : 'embedded PGlite'
  console.log(`\n▶ integration suite on ${target}\n`)
  const started = performance.now()
  const templates = await prepareTemplates(kind)
  project.provide('pgliteTemplate', templates.pgliteTemplate)
  project.provide('postgresTemplate', templates.postgresTemplate)
  console.log(`▶ template database ready in ${Math.round(performance.now() - started)} ms\n`)
}

function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'unparseable URL'
  }
}
