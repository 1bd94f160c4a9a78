import type http from 'node:http'

/**
 * Draining the HTTP server on shutdown. `server.close()` stops new connections but waits for every open
 * one: a keep-alive connection that was busy when idle ones were closed, or that carries a request arriving
 * during the shutdown, would hold the process past its grace (chat.spec's restart saw both: a `__manifest`
 * request on a kept-alive connection and a session-refresh POST still open 10 s later). So once draining:
 * every answer says `connection: close`, idle connections are closed as they become idle, and after
 * `hardAfterMs` whatever is still open is cut, with the requests it cut named for the log.
 */
export interface Drain {
  /** Starts draining; resolves with the requests cut after `hardAfterMs` (empty when all finished). */
  start(hardAfterMs: number): Promise<string[]>
}

const IDLE_SWEEP_MS = 100

export function trackForDrain(server: http.Server): Drain {
  const open = new Map<http.ServerResponse, { req: http.IncomingMessage; started: number }>()
  let draining = false
  const closeAfter = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('connection', 'close')
  }
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    open.set(res, { req, started: Date.now() })
    res.once('close', () => open.delete(res))
    if (draining) closeAfter(res)
  })
  return {
    start(hardAfterMs) {
      draining = true
      for (const res of open.keys()) closeAfter(res)
      server.closeIdleConnections()
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
      sweep.unref()
      return new Promise((resolve) => {
        const hard = setTimeout(() => {
          clearInterval(sweep)
          const now = Date.now()
          const cut = [...open.values()].map(({ req, started }) => `${req.method} ${req.url?.split('?')[0]} (${now - started} ms)`)
          server.closeAllConnections()
          resolve(cut)
        }, hardAfterMs)
        hard.unref()
        server.once('close', () => {
          clearInterval(sweep)
          clearTimeout(hard)
          resolve([])
        })
      })
    },
  }
}
