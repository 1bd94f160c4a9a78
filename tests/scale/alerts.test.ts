import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_RECRUITER_EMAIL } from '../../api/db/seed'
import {
  createScratchDatabase,
  eventually,
  freePort,
  scaleEnvironment,
  scratchRedis,
  sleep,
  startNode,
  type NodeProcess,
} from './nodes'
import { signInApi } from './writes'

/**
 * Issue 23's done-when: saved-search alert jobs queued on node A survive A's SIGKILL and are delivered exactly
 * once by node B (ADR 027). Node A polls for jobs once a minute, so the jobs its sign-ups queue are still
 * waiting when it dies; B starts afterwards on the same PostgreSQL and Redis and takes them.
 */
const TYPES = ['Actor', 'Model', 'Voiceover Artist', 'Dancer', 'Content Creator'] as const
const CITY = 'Jaipur'

describe('alert jobs across a node’s death', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>
  let redis: ReturnType<typeof scratchRedis>
  let db: pg.Client
  let nodeA: NodeProcess
  let nodeB: NodeProcess | undefined
  const dirs: string[] = []
  let env: Record<string, string>

  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castline-scale-alerts-'))
    dirs.push(dir)
    return dir
  }

  beforeAll(async () => {
    const { adminUrl, redisUrl } = scaleEnvironment()
    database = await createScratchDatabase(adminUrl)
    redis = scratchRedis(redisUrl)
    env = {
      DATABASE_URL: database.urlVia(database.target().port),
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.prefix,
      JOBS_MAINTENANCE_SECONDS: '5',
    }
    nodeA = startNode('A', await freePort(), { ...env, DATA_DIR: tempDir(), JOBS_POLL_SECONDS: '60' })
    await nodeA.ready()
    db = new pg.Client({ connectionString: env.DATABASE_URL })
    await db.connect()
  })

  afterAll(async () => {
    for (const node of [nodeA, nodeB]) {
      if (node && node.child.exitCode !== null && node.child.signalCode === null) {
        console.error(`node ${node.name} exited:\n${node.output()}`)
      }
    }
    await Promise.all([nodeA?.stop(), nodeB?.stop()])
    await db?.end()
    await database?.drop()
    await redis?.cleanup()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('every alert queued on a killed node is delivered exactly once by the other', async () => {
    const { token } = await signInApi(nodeA.url, DEMO_RECRUITER_EMAIL, DEMO_PASSWORD, '198.51.100.40')
    const post = (pathname: string, body: unknown, bearer?: string) =>
      fetch(`${nodeA.url}/api/v1${pathname}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.41',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
      })
    const searchIds = new Map<string, number>()
    for (const talentType of [...TYPES, 'anyone'] as const) {
      const filters = talentType === 'anyone' ? { location: CITY } : { talentType, location: CITY }
      const answer = await post('/saved-searches', { name: `${talentType} in ${CITY}`, filters }, token)
      expect(answer.status).toBe(201)
      searchIds.set(talentType, ((await answer.json()) as { savedSearch: { id: number } }).savedSearch.id)
    }
    // Let node A's workers finish their first fetch, so the sign-ups' jobs wait for their next poll.
    await sleep(1500)
    const talentIds = new Map<string, string>()
    for (const [i, talentType] of TYPES.entries()) {
      const email = `scale-alert-${i}@example.test`
      const answer = await post('/app-user-authentication/signup', {
        email,
        password: 'correct-horse-battery',
        name: `Scale Talent ${'ABCDE'[i]}`,
        userType: 'talent',
        talentType,
        gender: 'Female',
        birthDate: '1998-03-03',
        city: CITY,
      })
      expect(answer.status).toBe(201)
      talentIds.set(talentType, ((await answer.json()) as { user: { USERID: string } }).user.USERID)
    }
    const queued = await db.query(
      `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'talent-announced' GROUP BY state`,
    )
    expect(queued.rows).toEqual([{ state: 'created', n: TYPES.length }])

    await nodeA.kill()
    nodeB = startNode('B', await freePort(), { ...env, DATA_DIR: tempDir(), JOBS_POLL_SECONDS: '0.5' })
    await nodeB.ready()

    const alerts = async () =>
      (
        await db.query<{ search: number; talents: string }>(
          `SELECT (data->>'savedSearchId')::int AS search, data->>'talents' AS talents
           FROM notifications WHERE kind = 'saved_search_match' ORDER BY id`,
        )
      ).rows
    await eventually(async () => (await alerts()).length >= TYPES.length + 1, 60_000, 'every alert delivered by B')
    const done = await db.query(
      `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'talent-announced' GROUP BY state`,
    )
    expect(done.rows).toEqual([{ state: 'completed', n: TYPES.length }])
    // Two more polls: a second delivery would show up here.
    await sleep(2000)
    const delivered = await alerts()
    for (const talentType of TYPES) {
      const mine = delivered.filter((alert) => alert.search === searchIds.get(talentType))
      expect(mine, talentType).toEqual([{ search: searchIds.get(talentType), talents: talentIds.get(talentType) }])
    }
    // The city-wide search heard of the first talent at once; the other four wait for its hourly batch (one job).
    const anyone = delivered.filter((alert) => alert.search === searchIds.get('anyone'))
    expect(anyone).toHaveLength(1)
    const batch = await db.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'saved-search-alert' AND state = 'created'`,
    )
    expect(batch.rows).toEqual([{ n: 1 }])
    const pending = await db.query(
      `SELECT count(*)::int AS n FROM saved_search_hits WHERE saved_search_id = $1 AND notified_at IS NULL`,
      [searchIds.get('anyone')],
    )
    expect(pending.rows).toEqual([{ n: TYPES.length - 1 }])
    expect(delivered).toHaveLength(TYPES.length + 1)
  })
})
