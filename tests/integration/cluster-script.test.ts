import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** scripts/cluster.mjs refuses, with a sentence naming the problem, what cannot work. */
function cluster(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/cluster.mjs', ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    encoding: 'utf8',
    timeout: 10_000,
  })
  return { status: run.status, stderr: run.stderr }
}

describe('npm run cluster', () => {
  it('refuses without DATABASE_URL: PGlite is locked to one process', () => {
    const run = cluster(['--nodes', '2'], { REDIS_URL: 'redis://127.0.0.1:6379' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('DATABASE_URL is not set')
    expect(run.stderr).toContain('locked to one process')
  })

  it('refuses without REDIS_URL', () => {
    const run = cluster(['--nodes', '2'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('REDIS_URL is not set')
  })

  it('refuses a node count that is not a small whole number', () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x', REDIS_URL: 'redis://127.0.0.1:6379' }
    for (const nodes of ['0', 'two', '1.5', '99']) {
      const run = cluster(['--nodes', nodes], env)
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('--nodes must be a whole number from 1 to 32')
    }
  })
})
