import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isConnectionFailure, isDatabaseUnavailable, pingDatabase } from './availability'
import { openDatabase, type DatabaseHandle } from './client'

function coded(code: string, message = 'driver failure'): Error {
  return Object.assign(new Error(message), { code })
}

describe('isConnectionFailure', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '53300'])(
    'says yes to %s',
    (code) => {
      expect(isConnectionFailure(coded(code))).toBe(true)
    },
  )

  it('looks through the causes a query builder wraps around the driver error', () => {
    const wrapped = new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') })
    expect(isConnectionFailure(new Error('outer', { cause: wrapped }))).toBe(true)
  })

  it.each(['23505', '42P01', '22P02', '40001'])('says no to the server answering %s', (code) => {
    expect(isConnectionFailure(coded(code))).toBe(false)
  })

  it('never reads the message', () => {
    expect(isConnectionFailure(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe(false)
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false)
  })
})

describe('isDatabaseUnavailable', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null })
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
    const closed = await openDatabase({ kind: 'pglite', dataDir: null })
    await closed.close()
    expect(await pingDatabase(closed.db, 1000)).toBe(false)
    expect(await isDatabaseUnavailable(closed.db, new Error('Connection terminated unexpectedly'))).toBe(true)
  })
})
