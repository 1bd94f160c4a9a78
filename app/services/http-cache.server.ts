import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'

interface CachedResponse {
  policy: CachePolicy
  status: number
  body: string
  /** The body parsed, once, for readers of fresh JSON (`fresh`). */
  json?: unknown
}

/** A fresh stored answer: its status and its JSON body, parsed once and shared (never change it). */
export interface FreshAnswer {
  status: number
  json: unknown
}

type Send = (request: Request) => Promise<Response>

/**
 * A shared HTTP cache in front of the upstream API: anonymous GETs whose
 * response says `Cache-Control: public, max-age=…` are answered from memory
 * until they go stale, exactly as a CDN would. Requests with a bearer token
 * are never cached.
 *
 * Like a CDN it also collapses requests: while a URL is being fetched, other
 * anonymous GETs of it wait for that answer instead of each asking upstream.
 * Without it, every request under way when an entry went stale fetched it
 * again: with 50 at once, the home page's p99 jumped each time the talent
 * list expired (bench/ssr.mjs).
 *
 * And it honours `stale-while-revalidate`: within that window after an entry
 * went stale, a GET is answered from it at once while one request in the
 * background fetches the new answer. Nobody waits for the refresh.
 */
export function createHttpCache({ maxEntries = 1000 }: { maxEntries?: number } = {}) {
  const entries = new LRUCache<string, CachedResponse>({ max: maxEntries })
  /** URLs being fetched now; each settles with the stored entry, or null when nothing could be stored. */
  const fetching = new Map<string, Promise<CachedResponse | null>>()

  const answer = ({ status, body, policy }: CachedResponse) =>
    new Response(body, { status, headers: policy.responseHeaders() as HeadersInit })

  /** How a stored entry may answer: as it is, stale while it is refreshed in the background, or not. */
  function usable(hit: CachedResponse | undefined, request: CachePolicy.Request): 'fresh' | 'stale' | null {
    if (!hit) return null
    if (hit.policy.satisfiesWithoutRevalidation(request)) return 'fresh'
    const { response, revalidation } = hit.policy.evaluateRequest(request)
    return response && revalidation && !revalidation.synchronous ? 'stale' : null
  }

  /**
   * The stored answer to an anonymous GET of `url` with these headers while it may be used, without a
   * Request or a Response: a page that reads cached feeds pays for neither (bench/ssr.mjs). A stale
   * answer (within stale-while-revalidate) is refreshed in the background through `send`.
   */
  function fresh(url: string, headers: Record<string, string>, send: Send): FreshAnswer | undefined {
    const hit = entries.get(url)
    const policyRequest = { url, method: 'GET', headers }
    const use = usable(hit, policyRequest)
    if (!hit || !use) return undefined
    if (use === 'stale') refreshInBackground(new Request(url, { headers }), send, policyRequest)
    try {
      hit.json ??= JSON.parse(hit.body)
    } catch {
      return undefined
    }
    return { status: hit.status, json: hit.json }
  }

  async function cachedFetch(request: Request, send: Send): Promise<Response> {
    if (request.method !== 'GET' || request.headers.has('authorization')) return send(request)
    const policyRequest = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
    }
    const hit = entries.get(request.url)
    const use = usable(hit, policyRequest)
    if (hit && use === 'fresh') return answer(hit)
    if (hit && use === 'stale') {
      refreshInBackground(request, send, policyRequest)
      return answer(hit)
    }
    const underway = fetching.get(request.url)
    if (underway) {
      const shared = await underway
      return shared ? answer(shared) : send(request)
    }
    return fetchAndStore(request, send, policyRequest)
  }

  /** Fetches a stale entry's URL anew, unless that is under way already; nobody waits for it. */
  function refreshInBackground(request: Request, send: Send, policyRequest: CachePolicy.Request) {
    if (fetching.has(request.url)) return
    fetchAndStore(request, send, policyRequest).then(
      (response) => void response.body?.cancel(),
      () => undefined,
    )
  }

  /** Fetches the URL, storing a storable answer; GETs of it meanwhile wait for this one. */
  async function fetchAndStore(request: Request, send: Send, policyRequest: CachePolicy.Request): Promise<Response> {
    let settle!: (entry: CachedResponse | null) => void
    fetching.set(request.url, new Promise((resolve) => (settle = resolve)))
    let stored: CachedResponse | null = null
    try {
      const response = await send(request)
      const policy = new CachePolicy(
        policyRequest,
        { status: response.status, headers: Object.fromEntries(response.headers) },
        { shared: true },
      )
      const ttl = policy.timeToLive()
      if (!policy.storable() || ttl <= 0) return response
      const body = await response.text()
      stored = { policy, status: response.status, body }
      entries.set(request.url, stored, { ttl })
      return new Response(body, { status: response.status, headers: response.headers })
    } finally {
      fetching.delete(request.url)
      settle(stored)
    }
  }

  return Object.assign(cachedFetch, { fresh })
}
