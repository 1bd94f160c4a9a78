import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server runtime as the server runs it (CommonJS), with patches/@remix-run+server-runtime+2.17.5.patch.
const require = createRequire(import.meta.url)
const { callRouteLoader } = require('@remix-run/server-runtime/dist/data.js') as {
  callRouteLoader(args: {
    loadContext: unknown
    loader: (args: { request: Request }) => unknown
    params: Record<string, string>
    request: Request
    routeId: string
    singleFetch: boolean
  }): Promise<unknown>
}

/** The request a loader is given for `request`. */
async function loaderRequestFor(request: Request): Promise<Request> {
  let seen: Request | undefined
  await callRouteLoader({
    loadContext: {},
    loader: ({ request: given }) => {
      seen = given
      return null
    },
    params: {},
    request,
    routeId: 'routes/test',
    singleFetch: true,
  })
  return seen!
}

describe('a loader’s request', () => {
  it('is the request itself when there is no query and no body to strip', async () => {
    const request = new Request('http://castline.test/recruiter/view-all-talents')
    expect(await loaderRequestFor(request)).toBe(request)
  })

  it('still loses the index and _routes parameters, and keeps the rest', async () => {
    const given = await loaderRequestFor(
      new Request('http://castline.test/talent?page=2&index&_routes=routes%2Ftalent&index=x&q=a%20b'),
    )
    expect(given.url).toBe('http://castline.test/talent?page=2&q=a+b&index=x')
  })

  it('is a copy with the same body when there is one', async () => {
    const request = new Request('http://castline.test/login', { method: 'POST', body: 'email=a%40b.test' })
    const given = await loaderRequestFor(request)
    expect(given).not.toBe(request)
    expect(await given.text()).toBe('email=a%40b.test')
  })
})
