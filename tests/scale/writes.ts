import { expect } from 'vitest'
import type { NodeProcess } from './nodes'

/**
 * The SIGKILL check: three kinds of acknowledged writes (profile edits, a share counter, search
 * sessions) sent to one node, which is killed with SIGKILL part-way; then every acknowledged one must
 * be readable from wherever the data is served next.
 */

export const PLANNED_WRITES = 200
const TALENT_TYPES = ['Actor', 'Model', 'Dancer', 'Voiceover Artist', 'Content Creator']

export interface WriteLog {
  /** Bio values in the order they were sent, and how many of them were acknowledged (a prefix). */
  editsSent: string[]
  editsAcked: number
  sharesSent: number
  sharesAcked: number
  sessionsAcked: string[]
  sentTotal: number
  ackedTotal: number
}

/** The nth visitor's address (198.18.0.0/15, the benchmarking range), told to the node as a balancer would. */
function visitorAddress(n: number) {
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

export async function signInApi(url: string, email: string, password: string, clientAddress: string) {
  const answer = await fetch(`${url}/api/v1/app-user-authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ email, password }),
  })
  const body = (await answer.json()) as { accessToken?: string; user?: { USERID: string } }
  if (!answer.ok || !body.accessToken || !body.user) {
    throw new Error(`API sign-in failed: ${answer.status} ${JSON.stringify(body)}`)
  }
  return { token: body.accessToken, USERID: body.user.USERID }
}

export async function ownProfile(url: string, token: string) {
  const answer = await fetch(`${url}/api/v1/get-my-talent-profile`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await answer.json()) as { profile?: { bio: string; total_share: number } }
  if (!answer.ok || !body.profile) throw new Error(`own profile: ${answer.status} ${JSON.stringify(body)}`)
  return body.profile
}

/**
 * Sends up to PLANNED_WRITES writes to `node` (seven loops, one request at a time each) and kills it
 * with SIGKILL once `killAfter` have been acknowledged. A write counts as acknowledged only on a 2xx.
 */
export async function writeUntilKilled(
  node: NodeProcess,
  { token, talentKey, killAfter }: { token: string; talentKey: string; killAfter: number },
): Promise<WriteLog> {
  const log: WriteLog = {
    editsSent: [],
    editsAcked: 0,
    sharesSent: 0,
    sharesAcked: 0,
    sessionsAcked: [],
    sentTotal: 0,
    ackedTotal: 0,
  }
  let killing: Promise<void> | null = null
  const acknowledged = () => {
    log.ackedTotal += 1
    if (log.ackedTotal >= killAfter && !killing) killing = node.kill()
  }
  const take = () => {
    if (killing || log.sentTotal >= PLANNED_WRITES) return false
    log.sentTotal += 1
    return true
  }

  async function edits() {
    for (let i = 0; take(); i++) {
      const bio = `Scale edit ${i} ${Date.now()}`
      log.editsSent.push(bio)
      const answer = await fetch(`${node.url}/api/v1/get-my-talent-profile`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ bio }),
      }).catch(() => null)
      if (!answer?.ok) return
      log.editsAcked = log.editsSent.length
      acknowledged()
    }
  }
  async function shares() {
    while (take()) {
      log.sharesSent += 1
      // Shares count once a day per visitor (ADR 018): each comes from its own address, as the balancer says.
      const answer = await fetch(`${node.url}/api/v1/record-talent-share/${talentKey}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': visitorAddress(log.sharesSent) },
      }).catch(() => null)
      if (!answer?.ok) return
      log.sharesAcked += 1
      acknowledged()
    }
  }
  async function sessions() {
    for (let i = 0; take(); i++) {
      const answer = await fetch(`${node.url}/api/v1/search-talents`, {
        method: 'POST',
        // Filtered searches are for members (requirements §5): the sessions are the signed-in talent's.
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { talentType: TALENT_TYPES[i % TALENT_TYPES.length] }, limit: 5 }),
      }).catch(() => null)
      if (!answer?.ok) return
      const body = (await answer.json().catch(() => null)) as { sessionId?: string } | null
      if (!body?.sessionId) return
      log.sessionsAcked.push(body.sessionId)
      acknowledged()
    }
  }

  // Edits one at a time (their order decides the expected bio); counters and sessions three at a time,
  // so several writes are in flight when the node dies.
  await Promise.all([edits(), shares(), shares(), shares(), sessions(), sessions(), sessions()])
  await (killing ?? node.kill())
  return log
}

/** Every acknowledged write of `log` is readable through `url` (another node, or the restarted one). */
export async function expectAcknowledgedWritesReadable(
  url: string,
  { token, sharesBefore }: { token: string; sharesBefore: number },
  log: WriteLog,
) {
  const profile = await ownProfile(url, token)
  // The last acknowledged edit, or the one in flight when the node died (it may have committed).
  const lastAcked = log.editsSent[log.editsAcked - 1]
  const inFlight = log.editsSent[log.editsAcked]
  expect([lastAcked, inFlight].filter(Boolean)).toContain(profile.bio)
  expect(profile.total_share).toBeGreaterThanOrEqual(sharesBefore + log.sharesAcked)
  expect(profile.total_share).toBeLessThanOrEqual(sharesBefore + log.sharesSent)
  const missing: string[] = []
  for (const sessionId of log.sessionsAcked) {
    const answer = await fetch(`${url}/api/v1/search-talents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, page: 2, limit: 5 }),
    })
    if (answer.status !== 200) missing.push(`${sessionId}: ${answer.status}`)
  }
  expect(missing).toEqual([])
}
