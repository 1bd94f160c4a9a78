import net from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_RECRUITER_EMAIL } from '../../api/db/seed'
import type { NotificationListener } from '../../api/services/notifications'
import { createMailListener, defaultMailFrom } from '../../server/notification-mail'
import { createTestApi, type TestApi } from '../setup/api'
import { mintAccessToken } from './sign-in'

/**
 * Notification mail (ADR 024) against a real SMTP server this test starts on loopback (smtp-server), and
 * against mail servers that refuse or never answer: the API call is answered as before either way.
 */

const ORIGIN = 'https://castline.example'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** RFC 2047 words (=?UTF-8?Q?…?= / ?B?) of a header, decoded. */
const decodeWords = (header: string) =>
  header.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_word, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
const header = (raw: string, name: string) =>
  decodeWords(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '')

async function startSmtp() {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('no SMTP port')
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

/** A TCP server that accepts connections and never says a word (a hung mail server). */
async function startSilentServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => void sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise((r) => server.close(r))
    },
  }
}

async function until(check: () => boolean, ms = 5000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

let api: TestApi
let token: string
/** The listener each test puts in place; the API holds the one that calls it. */
let listener: NotificationListener = () => {}
const failures: unknown[] = []
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  api = await createTestApi({
    notificationListeners: [
      (delivery) =>
        Promise.resolve(listener(delivery)).catch((error: unknown) => {
          failures.push(error)
          throw error
        }),
    ],
  })
  token = await mintAccessToken(api, DEMO_RECRUITER_EMAIL)
  smtp = await startSmtp()
})

afterAll(async () => {
  await smtp?.close()
  await api?.close()
})

/** Shares a new list and opens it as a guest: the owner's notification is made. */
async function openSharedList(name: string) {
  const created = await api.call('POST', '/shortlists', { token, body: { name } })
  const id = created.body.shortlist.id as number
  const shared = await api.call('POST', `/shortlists/${id}/share`, { token })
  const started = Date.now()
  const open = await api.call('GET', `/shared-shortlists/${shared.body.shortlist.shareToken}`)
  return { status: open.status, ms: Date.now() - started, id }
}

describe('notification mail', () => {
  it('mails the owner: recipient, subject, text and HTML with the absolute link', async () => {
    listener = createMailListener({ db: api.db, smtpUrl: smtp.url, from: defaultMailFrom(ORIGIN), origin: ORIGIN })
    const { status } = await openSharedList('Mail pilot')
    expect(status).toBe(200)
    await until(() => smtp.received.length === 1)
    const [mail] = smtp.received
    expect(mail!.to).toEqual([DEMO_RECRUITER_EMAIL])
    expect(mail!.from).toBe('notifications@castline.example')
    expect(header(mail!.raw, 'Subject')).toBe('Your shortlist “Mail pilot” was opened')
    const [notification] = (await api.call('GET', '/notifications?limit=1', { token })).body.notifications
    const link = `${ORIGIN}/notifications/${notification.id}/open`
    const body = decodeQuotedPrintable(mail!.raw)
    expect(body).toContain('text/plain')
    expect(body).toContain(`Open it: ${link}`)
    expect(body).toContain('text/html')
    expect(body).toContain(`<a href="${link}">Open it on Castline</a>`)
    expect(failures).toEqual([])
  })

  it('answers the API call at once when the mail server refuses or hangs; the failure is logged, the notification listed', async () => {
    const silent = await startSilentServer()
    const refusing = await startSilentServer()
    await refusing.close()
    try {
      for (const [name, url] of [
        ['Refused mail', refusing.url],
        ['Hung mail', silent.url],
      ] as const) {
        listener = createMailListener({ db: api.db, smtpUrl: url, from: 'a@b.example', origin: ORIGIN })
        const before = failures.length
        const { status, ms } = await openSharedList(name)
        expect(status, name).toBe(200)
        expect(ms, name).toBeLessThan(2000)
        const listed = (await api.call('GET', '/notifications?limit=1', { token })).body.notifications
        expect(listed[0].title, name).toBe(`Your shortlist “${name}” was opened`)
        if (name === 'Refused mail') {
          await until(() => failures.length === before + 1)
          expect(String(failures.at(-1))).toMatch(/ECONNREFUSED|connect/i)
        }
      }
    } finally {
      await silent.close()
    }
  })
})
