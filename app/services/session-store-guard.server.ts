import { data } from '@remix-run/node'
import type { SessionStore } from '../load-context'
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../constants'

/**
 * The session store with its outages turned into a 503 page: a read of the session that fails because
 * the database is away throws a 503 response (the error boundary shows SERVICE_UNAVAILABLE_MESSAGE)
 * instead of a 500. `isUnavailable` decides (server.ts passes the API's connection-failure check).
 */
export function guardSessionStore(
  store: SessionStore,
  isUnavailable: (error: unknown) => Promise<boolean>,
): SessionStore {
  async function guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (await isUnavailable(error)) {
        throw data(
          { message: SERVICE_UNAVAILABLE_MESSAGE },
          { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
        )
      }
      throw error
    }
  }
  return {
    create: (...args) => guarded(() => store.create(...args)),
    read: (...args) => guarded(() => store.read(...args)),
    update: (...args) => guarded(() => store.update(...args)),
    patch: (...args) => guarded(() => store.patch(...args)),
    remove: (...args) => guarded(() => store.remove(...args)),
    removeForUser: (...args) => guarded(() => store.removeForUser(...args)),
  }
}
