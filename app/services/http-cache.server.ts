import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'

interface CachedResponse {
  policy: CachePolicy
  status: number
  body: string
}

type Send = (request: Request) => Promise<Response>

/**
 * A shared HTTP cache in front of the upstream API: anonymous GETs whose
 * response says `Cache-Control: public, max-age=…` are answered from memory
 * until they go stale, exactly as a CDN would. Requests with a bearer token
 * are never cached.
 */
export function createHttpCache({ maxEntries = 1000 }: { maxEntries?: number } = {}) {
  const entries = new LRUCache<string, CachedResponse>({ max: maxEntries })

  return async function cachedFetch(request: Request, send: Send): Promise<Response> {
    if (request.method !== 'GET' || request.headers.has('authorization')) return send(request)
    const policyRequest = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
    }
    const hit = entries.get(request.url)
    if (hit?.policy.satisfiesWithoutRevalidation(policyRequest)) {
      return new Response(hit.body, { status: hit.status, headers: hit.policy.responseHeaders() as HeadersInit })
    }
    const response = await send(request)
    const policy = new CachePolicy(
      policyRequest,
      { status: response.status, headers: Object.fromEntries(response.headers) },
      { shared: true },
    )
    const ttl = policy.timeToLive()
    if (!policy.storable() || ttl <= 0) return response
    const body = await response.text()
    entries.set(request.url, { policy, status: response.status, body }, { ttl })
    return new Response(body, { status: response.status, headers: response.headers })
  }
}
