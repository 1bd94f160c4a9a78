import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import { RECONNECT_DELAY_MS } from '~/constants'
import { chatSocketOptions, statusText } from './chat-socket'

/** A real socket.io server on a free port; `transports` as a network that blocks WebSocket upgrades leaves it. */
async function startServer(transports: ('polling' | 'websocket')[]) {
  const server = http.createServer()
  const io = new Server(server, { transports })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { io, url, close: () => new Promise<void>((resolve) => io.close(() => resolve())) }
}

const open: { close(): unknown }[] = []
afterEach(async () => {
  for (const thing of open.splice(0)) await thing.close()
})

function client(url: string): Socket {
  const socket = connect(
    url,
    chatSocketOptions(() => false),
  )
  open.push({ close: () => socket.disconnect() })
  return socket
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })

describe('the chat socket', () => {
  it('falls back to long polling when WebSocket upgrades are refused', async () => {
    const server = await startServer(['polling'])
    open.push(server)
    const socket = client(server.url)
    await connected(socket)
    expect(socket.io.engine.transport.name).toBe('polling')
  })

  it('uses WebSocket when it can', async () => {
    const server = await startServer(['polling', 'websocket'])
    open.push(server)
    const socket = client(server.url)
    await connected(socket)
    expect(socket.io.engine.transport.name).toBe('websocket')
  })

  it(`tries again exactly ${RECONNECT_DELAY_MS} ms after losing the connection, every time`, async () => {
    const server = await startServer(['polling', 'websocket'])
    open.push(server)
    const socket = client(server.url)
    expect(socket.io.randomizationFactor()).toBe(0)
    await connected(socket)
    const delays: number[] = []
    for (let i = 0; i < 2; i++) {
      const attempted = new Promise<number>((resolve) => {
        socket.once('disconnect', () => {
          const lost = performance.now()
          socket.io.once('reconnect_attempt', () => resolve(performance.now() - lost))
        })
      })
      const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      // The connection drops (not a server-side disconnect, which socket.io never retries).
      for (const peer of server.io.of('/').sockets.values()) peer.conn.close()
      delays.push(await attempted)
      await back
    }
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(RECONNECT_DELAY_MS - 5)
      expect(delay).toBeLessThan(RECONNECT_DELAY_MS + 250)
    }
  }, 20_000)
})

describe('the status line', () => {
  it('shows the round-trip time once a ping has come back', () => {
    expect(statusText(true, false, 42)).toBe('Online · 42 ms')
    expect(statusText(true, false, null)).toBe('Online')
    expect(statusText(false, true, 42)).toBe('Offline')
    expect(statusText(false, false, null)).toBe('Connecting…')
  })
})
