// `npm test`: unit, integration on PGlite, integration on PostgreSQL (when
// TEST_DATABASE_URL is set; otherwise a loud SKIPPED line), the security suite
// (tests/security, on PGlite), a fresh production build, the scale suite (two real nodes; when
// TEST_DATABASE_URL and REDIS_URL are set, otherwise a loud SKIPPED line), then Playwright e2e.
// Every step runs; the exit code says if any failed.
import { spawnSync } from 'node:child_process'

const steps = [
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  {
    name: 'integration (PGlite)',
    cmd: ['npx', 'vitest', 'run', '--project', 'integration'],
    env: { TEST_DB: 'pglite' },
  },
  process.env.TEST_DATABASE_URL
    ? {
        name: 'integration (PostgreSQL)',
        cmd: ['npx', 'vitest', 'run', '--project', 'integration'],
        env: { TEST_DB: 'postgres' },
      }
    : { name: 'integration (PostgreSQL)', skip: 'TEST_DATABASE_URL is not set' },
  {
    name: 'security (PGlite)',
    cmd: ['npx', 'vitest', 'run', '--project', 'security'],
    env: { TEST_DB: 'pglite' },
  },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  process.env.TEST_DATABASE_URL && process.env.REDIS_URL
    ? { name: 'scale (two nodes, PostgreSQL + Redis)', cmd: ['npx', 'vitest', 'run', '--project', 'scale'] }
    : {
        name: 'scale (two nodes, PostgreSQL + Redis)',
        skip: `${[!process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL', !process.env.REDIS_URL && 'REDIS_URL'].filter(Boolean).join(' and ')} not set`,
      },
  { name: 'e2e (Playwright, Chromium)', cmd: ['npx', 'playwright', 'test'] },
]

const results = []
for (const step of steps) {
  if (step.skip) {
    console.log(`\n${'!'.repeat(72)}\n!! SKIPPED: ${step.name}: ${step.skip}\n${'!'.repeat(72)}\n`)
    results.push({ name: step.name, status: 'SKIPPED' })
    continue
  }
  console.log(`\n━━ ${step.name} ━━`)
  const started = Date.now()
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  results.push({ name: step.name, status: run.status === 0 ? 'passed' : 'FAILED', seconds })
}

console.log('\n━━ summary ━━')
for (const r of results) console.log(`${r.status.padEnd(8)} ${r.name}${r.seconds ? ` (${r.seconds} s)` : ''}`)
process.exit(results.some((r) => r.status === 'FAILED') ? 1 : 0)
