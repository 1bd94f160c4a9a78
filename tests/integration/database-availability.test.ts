import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, pingDatabase } from '../../api/db/availability'
import type { DatabaseHandle } from '../../api/db/client'
import { createTestDatabase } from '../setup/database'

function coded(code: string): Error {
  return Object.assign(new Error('driver failure'), { code })
}

describe('isDatabaseUnavailable', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await createTestDatabase()
  })
  afterAll(async () => {
    await handle.close()
  })

  it('a coded connection failure is unavailability without asking the database', async () => {
    expect(await isDatabaseUnavailable(handle.db, coded('57P01'))).toBe(true)
  })

  it('a bug while the database answers is not', async () => {
    expect(await pingDatabase(handle.db, 1000)).toBe(true)
    expect(await isDatabaseUnavailable(handle.db, new TypeError('x is undefined'))).toBe(false)
    expect(await isDatabaseUnavailable(handle.db, coded('23505'))).toBe(false)
  })

  it('an uncoded failure while the database does not answer is', async () => {
    const closed = await createTestDatabase()
    await closed.close()
    expect(await pingDatabase(closed.db, 1000)).toBe(false)
    expect(await isDatabaseUnavailable(closed.db, new Error('Connection terminated unexpectedly'))).toBe(true)
  })
})
