import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { trackForDrain } from './drain'

/** A real server on the loopback address; `/slow` answers when `release` is called, `/hang` never does. */
function serve() {
  let release = () => {}
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') release = () => res.end('slow done')
    else if (!req.url?.startsWith('/hang')) res.end('ok')
  })
  const drain = trackForDrain(server)
  return new Promise<{ server: http.Server; drain: typeof drain; url: string; release: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        drain,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        release: () => release(),
      }),
    ),
  )
}

let agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const get = (url: string) =>
  new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })

const closed = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()))

afterEach(() => {
  agent.destroy()
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
})

describe('draining the HTTP server on shutdown', () => {
  it('lets a kept-alive busy connection finish its answer, with connection: close, and the server closes', async () => {
    const { server, drain, url, release } = await serve()
    expect((await get(`${url}/`)).body).toBe('ok')
    const slow = get(`${url}/slow`)
    await new Promise((r) => setTimeout(r, 50))
    const isClosed = closed(server)
    const cut = drain.start(5_000)
    release()
    expect(await slow).toEqual({ body: 'slow done', connection: 'close' })
    await isClosed
    expect(await cut).toEqual([])
  })

  it('cuts a request that never answers after the hard limit, and names it', async () => {
    const { server, drain, url } = await serve()
    const hung = get(`${url}/hang?secret=1`).catch((error: Error) => error)
    await new Promise((r) => setTimeout(r, 50))
    const isClosed = closed(server)
    const cut = await drain.start(200)
    expect(cut).toHaveLength(1)
    expect(cut[0]).toMatch(/^GET \/hang \(\d+ ms\)$/)
    await isClosed
    expect(await hung).toBeInstanceOf(Error)
  })
})
