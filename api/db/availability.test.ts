import { describe, expect, it } from 'vitest'
import { isConnectionFailure } from './availability'

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
