import { describe, expect, it } from 'vitest'
import type { NotificationView } from '../api/services/notifications'
import { defaultMailFrom, notificationMail } from './notification-mail'

const notification: NotificationView = {
  id: 42,
  kind: 'request_received',
  title: 'New request from <Kabir> & co',
  body: 'Lead · "Tea" ad',
  link: '/requests/abc',
  data: {},
  createdAt: '2026-11-26T10:00:00.000Z',
  readAt: null,
}

describe('notification mail', () => {
  it('links absolutely to the open route and the list, in text and HTML', () => {
    const mail = notificationMail(notification, 'https://castline.example')
    expect(mail.subject).toBe('New request from <Kabir> & co')
    expect(mail.text).toBe(
      [
        'New request from <Kabir> & co',
        '',
        'Lead · "Tea" ad',
        '',
        'Open it: https://castline.example/notifications/42/open',
        '',
        'All your notifications: https://castline.example/notifications',
      ].join('\n'),
    )
    expect(mail.html).toContain('<a href="https://castline.example/notifications/42/open">Open it on Castline</a>')
  })

  it('escapes what users wrote in the HTML part', () => {
    const { html } = notificationMail(notification, 'https://castline.example')
    expect(html).toContain('<strong>New request from &lt;Kabir&gt; &amp; co</strong>')
    expect(html).toContain('<p>Lead · &quot;Tea&quot; ad</p>')
    expect(html).not.toContain('<Kabir>')
  })

  it('leaves out an empty body', () => {
    const mail = notificationMail({ ...notification, body: '' }, 'https://castline.example')
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'New request from <Kabir> & co',
      '',
      'Open it: https://castline.example/notifications/42/open',
    ])
    expect(mail.html.match(/<p>/g)).toHaveLength(3)
  })

  it('sends from the public host by default', () => {
    expect(defaultMailFrom('https://castline.example')).toBe('Castline <notifications@castline.example>')
  })
})
