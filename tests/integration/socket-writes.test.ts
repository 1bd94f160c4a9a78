import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type net from 'node:net'
import { Server } from 'socket.io'
import { io as connectClient, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coalesceSocketWrites } from '../../server/socket'

/** A socket.io server with server.ts's write coalescing, whose handler emits an answer's events in one tick. */
describe('chat socket writes', () => {
  let server: http.Server
  let io: Server
  let client: Socket
  const corkedDuringAnswer: number[] = []
  const tcpByRequest = new WeakMap<http.IncomingMessage, net.Socket>()
  const cards = Array.from({ length: 10 }, (_, i) => ({
    USERID: `TAL${i}`,
    name: 'Priya Sharma',
    bio: 'x'.repeat(300),
  }))

  beforeAll(async () => {
    server = http.createServer()
    server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket) => tcpByRequest.set(request, socket))
    io = new Server(server)
    coalesceSocketWrites(server, io)
    io.on('connection', (socket) => {
      socket.on('search_talent', () => {
        socket.emit('typing_start', { step: 1 })
        setImmediate(() => {
          socket.emit('search_results', { step: 2, cards })
          socket.emit('chat_response', { step: 3, talentCards: cards })
          socket.emit('typing_stop', { step: 4 })
          corkedDuringAnswer.push(tcpByRequest.get(socket.request)?.writableCorked ?? -1)
        })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    client = connectClient(url, { transports: ['websocket'], forceNew: true, reconnection: false })
    await new Promise<void>((resolve) => client.once('connect', () => resolve()))
  })
  afterAll(async () => {
    client.disconnect()
    await new Promise<void>((resolve) => io.close(() => resolve()))
  })

  it('delivers every event of an answer, whole and in order, and sends them together', async () => {
    for (let round = 0; round < 20; round++) {
      const received: { event: string; step: number; cards?: unknown }[] = []
      const done = new Promise<void>((resolve) => {
        client.onAny((event: string, payload: { step: number; cards?: unknown; talentCards?: unknown }) => {
          received.push({ event, step: payload.step, cards: payload.cards ?? payload.talentCards })
          if (event === 'typing_stop') resolve()
        })
      })
      client.emit('search_talent', {})
      await done
      client.offAny()
      expect(received.map(({ event, step }) => [event, step])).toEqual([
        ['typing_start', 1],
        ['search_results', 2],
        ['chat_response', 3],
        ['typing_stop', 4],
      ])
      expect(received[1]?.cards).toEqual(cards)
      expect(received[2]?.cards).toEqual(cards)
    }
    // Corked while the answer was being emitted (held until the next tick), never left corked.
    expect(corkedDuringAnswer.every((corked) => corked >= 1)).toBe(true)
    const tcp = [...io.of('/').sockets.values()].map((socket) => tcpByRequest.get(socket.request))[0]
    expect(tcp?.writableCorked).toBe(0)
  })
})
