import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { notifications } from '../../api/db/schema'
import { DEMO_RECRUITER_EMAIL, DEMO_TALENT_EMAIL } from '../../api/db/seed'
import { NOTIFICATION_NOT_FOUND } from '../../api/services/notification-list'
import { recordNotification, type NotificationDelivery } from '../../api/services/notifications'
import { createTestApi, type TestApi } from '../setup/api'
import { mintAccessToken, userByEmail } from './sign-in'

let api: TestApi
let talent: { id: number; token: string }
let recruiter: { id: number; token: string }
const delivered: NotificationDelivery[] = []

type Method = 'GET' | 'POST' | 'DELETE'
const call = (method: Method, path: string, token?: string) => api.call(method, path, { token })
type Listed = { id: number; title: string; readAt: string | null }
const listed = (body: Record<string, unknown>) => body.notifications as Listed[]

async function notify(userId: number, title: string) {
  return (await recordNotification(api.db, { userId, kind: 'request_received', title, link: '/my-profile/talent' }))
    .notification
}

beforeAll(async () => {
  api = await createTestApi({ notificationListeners: [(delivery) => void delivered.push(delivery)] })
  const [t, r] = await Promise.all([userByEmail(api, DEMO_TALENT_EMAIL), userByEmail(api, DEMO_RECRUITER_EMAIL)])
  talent = { id: t.id, token: await mintAccessToken(api, DEMO_TALENT_EMAIL) }
  recruiter = { id: r.id, token: await mintAccessToken(api, DEMO_RECRUITER_EMAIL) }
})

afterAll(async () => {
  await api?.close()
})

beforeEach(async () => {
  await api.db.delete(notifications)
  delivered.length = 0
})

describe('notifications API', () => {
  it('refuses every call without a signed-in caller', async () => {
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['POST', '/notifications/1/read'],
      ['POST', '/notifications/read-all'],
    ] as const) {
      const answer = await call(method, path)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('lists the caller’s own, newest first, a page at a time, with the unread count', async () => {
    for (let i = 1; i <= 5; i++) await notify(talent.id, `Talent ${i}`)
    await notify(recruiter.id, 'Recruiter only')

    const first = await call('GET', '/notifications?limit=2', talent.token)
    expect(first.status).toBe(200)
    expect(listed(first.body).map((n) => n.title)).toEqual(['Talent 5', 'Talent 4'])
    expect(first.body.unreadCount).toBe(5)
    const second = await call('GET', `/notifications?limit=2&before=${first.body.nextCursor}`, talent.token)
    expect(listed(second.body).map((n) => n.title)).toEqual(['Talent 3', 'Talent 2'])
    const last = await call('GET', `/notifications?limit=2&before=${second.body.nextCursor}`, talent.token)
    expect(listed(last.body).map((n) => n.title)).toEqual(['Talent 1'])
    expect(last.body.nextCursor).toBeNull()

    const all = await call('GET', '/notifications', talent.token)
    expect(listed(all.body)).toHaveLength(5)
    expect(all.body.nextCursor).toBeNull()
    expect(listed(all.body)[0]).toEqual({
      id: expect.any(Number),
      kind: 'request_received',
      title: 'Talent 5',
      body: '',
      link: '/my-profile/talent',
      data: {},
      createdAt: expect.any(String),
      readAt: null,
    })
    const mine = await call('GET', '/notifications', recruiter.token)
    expect(listed(mine.body).map((n) => n.title)).toEqual(['Recruiter only'])
    expect((await call('GET', '/notifications/unread-count', talent.token)).body).toEqual({
      success: true,
      unreadCount: 5,
    })
  })

  it('answers bad paging with a 400 that names the field', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'before=-1', 'before=x']) {
      const answer = await call('GET', `/notifications?${query}`, talent.token)
      expect(answer.status, query).toBe(400)
      expect(answer.body.message, query).toMatch(/limit|before/)
    }
  })

  it('marks one read, once; another user’s or an unknown id is 404 and changes nothing', async () => {
    const mine = await notify(talent.id, 'Mine')
    await notify(talent.id, 'Also mine')
    const theirs = await notify(recruiter.id, 'Theirs')

    const read = await call('POST', `/notifications/${mine.id}/read`, talent.token)
    expect(read.status).toBe(200)
    expect(read.body.notification).toMatchObject({ id: mine.id, readAt: expect.any(String) })
    expect(read.body.unreadCount).toBe(1)
    const again = await call('POST', `/notifications/${mine.id}/read`, talent.token)
    expect(again.body.notification.readAt).toBe(read.body.notification.readAt)

    // IDOR: the talent cannot read (or learn about) the recruiter's notification.
    const other = await call('POST', `/notifications/${theirs.id}/read`, talent.token)
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ success: false, message: NOTIFICATION_NOT_FOUND })
    expect((await call('GET', '/notifications/unread-count', recruiter.token)).body.unreadCount).toBe(1)
    const [row] = await api.db.select().from(notifications).where(eq(notifications.id, theirs.id))
    expect(row?.readAt).toBeNull()

    expect((await call('POST', '/notifications/2147483647/read', talent.token)).status).toBe(404)
    const bad = await call('POST', '/notifications/abc/read', talent.token)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/id/)
  })

  it('marks all of the caller’s read, and nobody else’s', async () => {
    await notify(talent.id, 'One')
    await notify(talent.id, 'Two')
    await notify(recruiter.id, 'Recruiter’s')
    const answer = await call('POST', '/notifications/read-all', talent.token)
    expect(answer.body).toEqual({ success: true, marked: 2, unreadCount: 0 })
    expect(listed((await call('GET', '/notifications', talent.token)).body).every((n) => n.readAt !== null)).toBe(true)
    expect((await call('GET', '/notifications/unread-count', recruiter.token)).body.unreadCount).toBe(1)
    expect((await call('POST', '/notifications/read-all', talent.token)).body.marked).toBe(0)
  })

  it('lists what a real event raised: a shared shortlist’s first open', async () => {
    const created = await api.call('POST', '/shortlists', { token: recruiter.token, body: { name: 'Pilot' } })
    const id = created.body.shortlist.id as number
    const shared = await call('POST', `/shortlists/${id}/share`, recruiter.token)
    expect((await call('GET', `/shared-shortlists/${shared.body.shortlist.shareToken}`)).status).toBe(200)
    const list = await call('GET', '/notifications', recruiter.token)
    expect(listed(list.body)).toEqual([
      expect.objectContaining({ title: 'Your shortlist “Pilot” was opened', link: `/shortlists/${id}`, readAt: null }),
    ])
    expect(list.body.unreadCount).toBe(1)
    expect(delivered.map((d) => d.notification.id)).toEqual([listed(list.body)[0]!.id])
    await call('DELETE', `/shortlists/${id}`, recruiter.token)
  })
})
