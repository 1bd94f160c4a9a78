import { describe, expect, it } from 'vitest'
import type { SessionStore } from '../load-context'
import { SERVICE_UNAVAILABLE_MESSAGE } from '../constants'
import { guardSessionStore } from './session-store-guard.server'

function failingStore(error: unknown): SessionStore {
  const fail = () => Promise.reject(error)
  return { create: fail, read: fail, update: fail, patch: fail, remove: fail, removeForUser: fail }
}

describe('guardSessionStore', () => {
  it('turns a database outage into a 503 response with Retry-After', async () => {
    const store = guardSessionStore(failingStore(new Error('gone')), async () => true)
    const thrown: unknown = await store.read('id').catch((error: unknown) => error)
    expect(thrown).toMatchObject({ init: { status: 503, headers: { 'Retry-After': '5' } } })
    expect(thrown).toMatchObject({ data: { message: SERVICE_UNAVAILABLE_MESSAGE } })
  })

  it('lets any other error through unchanged', async () => {
    const bug = new TypeError('bug')
    const store = guardSessionStore(failingStore(bug), async () => false)
    await expect(store.remove('id')).rejects.toBe(bug)
  })

  it('passes results through', async () => {
    const ok: SessionStore = { ...failingStore(null), read: async () => ({ a: 1 }) }
    expect(await guardSessionStore(ok, async () => true).read('id')).toEqual({ a: 1 })
  })
})
