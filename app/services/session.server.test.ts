import { describe, expect, it } from 'vitest'
import { SESSION_ABSOLUTE_TIMEOUT_SECONDS, SESSION_IDLE_TIMEOUT_SECONDS, sessionExpiry } from './session.server'

const DAY = 24 * 60 * 60 * 1000

describe('session expiry', () => {
  it('is 7 days idle and 30 days absolute', () => {
    expect(SESSION_IDLE_TIMEOUT_SECONDS * 1000).toBe(7 * DAY)
    expect(SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000).toBe(30 * DAY)
  })

  it('moves with use: 7 days after the last use', () => {
    const signedInAt = Date.UTC(2025, 0, 1)
    expect(sessionExpiry({ signedInAt, touchedAt: signedInAt }).getTime()).toBe(signedInAt + 7 * DAY)
    expect(sessionExpiry({ signedInAt, touchedAt: signedInAt + 10 * DAY }).getTime()).toBe(signedInAt + 17 * DAY)
  })

  it('never goes past 30 days after sign-in, however active the session', () => {
    const signedInAt = Date.UTC(2025, 0, 1)
    expect(sessionExpiry({ signedInAt, touchedAt: signedInAt + 29 * DAY }).getTime()).toBe(signedInAt + 30 * DAY)
  })
})
