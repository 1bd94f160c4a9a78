/** Says loudly which database the integration suite runs on, so a skipped PostgreSQL run is never silent. */
export default function setup() {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
  if (kind === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error(
      'TEST_DB=postgres but TEST_DATABASE_URL is not set: refusing to pretend the suite ran on PostgreSQL.',
    )
  }
  const target = kind === 'postgres' ? `PostgreSQL (${redact(process.env.TEST_DATABASE_URL ?? '')})` : 'embedded PGlite'
  console.log(`\n▶ integration suite on ${target}\n`)
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
