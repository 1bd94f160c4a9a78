import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'

/**
 * Real production nodes for the scale suite: `node build/server.js` processes, a scratch PostgreSQL
 * database, a Redis key space of their own, a TCP proxy that can cut PostgreSQL away, and a tiny
 * balancer that sends new connections to the first node still alive.
 */

export const SCALE_SECRETS = {
  SESSION_SECRET: 'scale-test-session-secret-long-enough-0000',
  JWT_SECRET: 'scale-test-jwt-secret-that-is-long-enough-00',
}

/** TEST_DATABASE_URL, REDIS_URL and a build, or an error that says loudly which one is missing. */
export function scaleEnvironment() {
  const adminUrl = process.env.TEST_DATABASE_URL
  const redisUrl = process.env.REDIS_URL
  const missing = [!adminUrl && 'TEST_DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean)
  if (!adminUrl || !redisUrl) {
    throw new Error(`The scale suite needs ${missing.join(' and ')} (PostgreSQL and Redis): NOT RUN`)
  }
  if (!fs.existsSync('build/server.js')) throw new Error('The scale suite needs a build: run `npm run build` first')
  return { adminUrl, redisUrl }
}

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A fresh database `castline_scale_<random>` on the test server, dropped by `drop()`. */
export async function createScratchDatabase(adminUrl: string) {
  const name = `castline_scale_${crypto.randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  return {
    name,
    /** The database's URL with its host and port replaced (to go through a proxy). */
    urlVia(port: number) {
      const url = new URL(adminUrl)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      url.pathname = `/${name}`
      return url.toString()
    },
    target() {
      const url = new URL(adminUrl)
      return { host: url.hostname, port: Number(url.port || 5432) }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** A Redis DB number and key prefix of this run; `cleanup()` deletes only keys under the prefix. */
export function scratchRedis(redisUrl: string) {
  const prefix = `castline-scale-${crypto.randomBytes(4).toString('hex')}:`
  const url = new URL(redisUrl)
  // DB 1-15 (0 is everyone's default); the prefix keeps two runs on the same number apart.
  url.pathname = `/${1 + crypto.randomInt(15)}`
  return {
    url: url.toString(),
    prefix,
    target() {
      return { host: url.hostname, port: Number(url.port || 6379) }
    },
    /** The same Redis DB through a proxy on `port`. */
    urlVia(port: number) {
      const via = new URL(url)
      via.hostname = '127.0.0.1'
      via.port = String(port)
      return via.toString()
    },
    async cleanup() {
      const client = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 })
      await client.connect()
      let cursor = '0'
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
        cursor = next
        if (keys.length) await client.del(...keys)
      } while (cursor !== '0')
      await client.quit()
    },
  }
}

/**
 * A TCP proxy to `target`. `cut()` destroys every open connection and stops listening (new ones are
 * refused) until `restore()`: the database "goes away" without touching the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  const port = await freePort()
  let server: net.Server | null = null

  function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    const listening = server
    return new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve))
  }

  await listen()
  return {
    port,
    async cut() {
      const closing = server
      server = null
      // Stop listening first (new connections are refused), then destroy the open ones: close() alone
      // would wait for them to end.
      const closed = closing ? new Promise((resolve) => closing.close(resolve)) : null
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy()
      const closing = server
      server = null
      if (closing) await new Promise((resolve) => closing.close(resolve))
    },
  }
}

/**
 * A balancer: each new connection goes to the first backend port that accepts it, in the order given
 * (`prefer` changes it). `dropAll` cuts every open connection, like a network blip or a balancer restart.
 */
export async function startFailoverBalancer(initialBackends: number[]) {
  let backends = [...initialBackends]
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    client.pause()
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    const tryBackend = (index: number) => {
      if (index >= backends.length) return void client.destroy()
      const upstream = net.connect(backends[index]!, '127.0.0.1')
      let connected = false
      upstream.once('error', () => {
        if (!connected) tryBackend(index + 1)
      })
      upstream.once('connect', () => {
        connected = true
        sockets.add(upstream)
        upstream.on('close', () => {
          sockets.delete(upstream)
          client.destroy()
        })
        upstream.on('error', () => client.destroy())
        client.on('error', () => upstream.destroy())
        client.pipe(upstream).pipe(client)
        client.resume()
      })
    }
    tryBackend(0)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    prefer(port: number) {
      backends = [port, ...backends.filter((backend) => backend !== port)]
    },
    dropAll() {
      for (const socket of sockets) socket.destroy()
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export interface NodeProcess {
  name: string
  url: string
  port: number
  child: ChildProcess
  output(): string
  /** Resolves when /readyz answers 200; rejects when the process exits first or after `ms`. */
  ready(ms?: number): Promise<void>
  exited: Promise<number | null>
  stop(): Promise<void>
  kill(): Promise<void>
}

/** `node build/server.js` in production mode on `port` with `env` on top of the suite's defaults. */
export function startNode(name: string, port: number, env: Record<string, string>): NodeProcess {
  const child = spawn(process.execPath, [path.resolve('build/server.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // The suite signs in with the demo accounts: a production start seeds only when asked (ADR 016).
      SEED_DEMO_DATA: '1',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // Clients tell their address the way a load balancer would (the shared-limit test gives its own);
      // reads and writes are limited far above this suite's load, which tests/security covers instead.
      TRUST_PROXY: 'loopback',
      READ_RATE_LIMIT_PER_IP: '1000000',
      WRITE_RATE_LIMIT_PER_IP: '1000000',
      ...SCALE_SECRETS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`

  async function ready(ms = 60_000) {
    const deadline = Date.now() + ms
    let gone = false
    void exited.then(() => (gone = true))
    while (Date.now() < deadline) {
      if (gone) throw new Error(`${name} exited before it was ready:\n${output}`)
      const answer = await fetch(`${url}/readyz`).catch(() => null)
      if (answer?.status === 200) return
      await sleep(200)
    }
    throw new Error(`${name} not ready within ${ms} ms:\n${output}`)
  }

  return {
    name,
    url,
    port,
    child,
    output: () => output,
    ready,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it returns true or `ms` pass; returns the milliseconds it took. */
export async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await check().catch(() => false)) return Date.now() - started
    await sleep(250)
  }
  throw new Error(`${what}: not within ${ms} ms`)
}
