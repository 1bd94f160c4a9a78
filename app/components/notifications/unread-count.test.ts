import { describe, expect, it } from 'vitest'
import { bellLabel } from './unread-count'

describe('bellLabel', () => {
  it('names the unread count, and only when there is one', () => {
    expect(bellLabel(2)).toBe('Notifications, 2 unread')
    expect(bellLabel(1)).toBe('Notifications, 1 unread')
    expect(bellLabel(0)).toBe('Notifications')
    expect(bellLabel(null)).toBe('Notifications')
  })
})
