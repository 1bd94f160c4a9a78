// `npm test`: unit, a fresh production build, integration on PGlite, integration on PostgreSQL (when
// TEST_DATABASE_URL is set; otherwise a loud SKIPPED line), the security suite
// (tests/security, on PGlite), the scale suite (two real nodes; when
// TEST_DATABASE_URL and REDIS_URL are set, otherwise a loud SKIPPED line), then Playwright e2e.
// The build comes early so that the suites after it may use it instead of compiling the app themselves:
// once it has passed, they run with CASTLINE_FRESH_BUILD=1 (tests/setup/remix-server.ts). If it fails,
// they still run, compiling through Vite as before.
// Every step runs; the exit code says if any failed. The summary gives each step's time, test count and
// its slowest tests and files (from each runner's JSON report in .cache/test-reports/).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const REPORTS = '.cache/test-reports'
const SLOWEST = 5

/** A Vitest step: its own report file, the usual console output. */
const vitest = (name, file, projects, env = {}) => ({
  name,
  report: { kind: 'vitest', file: path.join(REPORTS, `${file}.json`) },
  cmd: [
    'npx',
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORTS, `${file}.json`)}`,
  ],
  env,
})

const BUILD = 'build'
const steps = [
  vitest('unit', 'unit', ['unit']),
  { name: BUILD, cmd: ['npm', 'run', 'build'] },
  vitest('integration (PGlite)', 'integration-pglite', ['integration'], { TEST_DB: 'pglite' }),
  process.env.TEST_DATABASE_URL
    ? vitest('integration (PostgreSQL)', 'integration-postgres', ['integration'], { TEST_DB: 'postgres' })
    : { name: 'integration (PostgreSQL)', skip: 'TEST_DATABASE_URL is not set' },
  vitest('security (PGlite)', 'security', ['security', 'security-alone'], { TEST_DB: 'pglite' }),
  process.env.TEST_DATABASE_URL && process.env.REDIS_URL
    ? vitest('scale (two nodes, PostgreSQL + Redis)', 'scale', ['scale'])
    : {
        name: 'scale (two nodes, PostgreSQL + Redis)',
        skip: `${[!process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL'].filter(Boolean).join(' and ')} not set`,
      },
  {
    name: 'e2e (Playwright, Chromium)',
    report: { kind: 'playwright', file: path.join(REPORTS, 'e2e.json') },
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS, 'e2e.json') },
  },
]

fs.rmSync(REPORTS, { recursive: true, force: true })
fs.mkdirSync(REPORTS, { recursive: true })

const results = []
/** Set once this run's build has passed: build/ holds this code, for the steps after it. */
const afterBuild = {}
// Never inherited: only this run's own build may vouch for build/.
delete process.env.CASTLINE_FRESH_BUILD
for (const step of steps) {
  if (step.skip) {
    console.log(`\n${'!'.repeat(72)}\n!! SKIPPED: ${step.name}: ${step.skip}\n${'!'.repeat(72)}\n`)
    results.push({ name: step.name, status: 'SKIPPED' })
    continue
  }
  console.log(`\n━━ ${step.name} ━━`)
  const started = Date.now()
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...afterBuild, ...step.env },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (step.name === BUILD && run.status === 0) afterBuild.CASTLINE_FRESH_BUILD = '1'
  results.push({ ...step, status: run.status === 0 ? 'passed' : 'FAILED', seconds, tests: readReport(step.report) })
}

console.log('\n━━ summary ━━')
for (const r of results) {
  const count = r.tests ? `, ${countLine(r.tests)}` : ''
  console.log(`${r.status.padEnd(8)} ${r.name}${r.seconds ? ` (${r.seconds} s${count})` : ''}`)
}
for (const r of results.filter((result) => result.tests?.length)) {
  console.log(`\nslowest in ${r.name}:`)
  for (const t of [...r.tests].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file} › ${t.title}`)
  }
  const files = new Map()
  for (const t of r.tests) files.set(t.file, (files.get(t.file) ?? 0) + t.ms)
  const heavy = [...files].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST)
  console.log(`  files: ${heavy.map(([file, ms]) => `${path.basename(file)} ${(ms / 1000).toFixed(1)} s`).join(', ')}`)
}
process.exit(results.some((r) => r.status === 'FAILED') ? 1 : 0)

function countLine(tests) {
  const by = (status) => tests.filter((t) => t.status === status).length
  const parts = [`${by('passed')} passed`]
  for (const status of ['failed', 'skipped']) if (by(status)) parts.push(`${by(status)} ${status}`)
  return `${tests.length} tests: ${parts.join(', ')}`
}

/** Every test of a runner's JSON report: file, title, status (passed, failed, skipped) and time. */
function readReport(report) {
  if (!report || !fs.existsSync(report.file)) return undefined
  try {
    const json = JSON.parse(fs.readFileSync(report.file, 'utf8'))
    return report.kind === 'vitest' ? vitestTests(json) : playwrightTests(json)
  } catch (error) {
    console.log(`(could not read ${report.file}: ${error.message})`)
    return undefined
  }
}

function vitestTests(json) {
  const status = { passed: 'passed', failed: 'failed' }
  return json.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: path.relative(process.cwd(), file.name),
      title: test.fullName ?? test.title,
      status: status[test.status] ?? 'skipped',
      ms: test.duration ?? 0,
    })),
  )
}

function playwrightTests(json) {
  const tests = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          file: path.join('tests/e2e', spec.file),
          title: [...titles, spec.title].join(' › '),
          status:
            test.status === 'expected' || test.status === 'flaky'
              ? 'passed'
              : test.status === 'skipped'
                ? 'skipped'
                : 'failed',
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of json.suites ?? []) walk(suite, [])
  return tests
}
