import { describe, expect, it } from 'vitest'
import type { ChatMessage, ChatTalentCard } from '../../../assistant/protocol'
import { isRestored, restoredSearchMessage } from './chat-restore'

const card = (n: number): ChatTalentCard => ({
  USERID: `TAL00000${n}`,
  name: `Talent ${n}`,
  type: 'Dancer',
  city: 'Mumbai',
  photo: `/api/v1/media/avatars/TAL00000${n}.svg`,
})
const sessionId = '8c0f4a56-1111-4222-8333-944444444444'
const entry = {
  filters: { talentType: 'Dancer', location: 'Mumbai' },
  results: [card(1), card(2)],
  timestamp: Date.UTC(2026, 10, 26, 9, 30),
  sessionId,
  totalResults: 14,
}
const message = (extra: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  text: 'Found 14 Dancers in Mumbai.',
  isUser: false,
  timestamp: new Date().toISOString(),
  ...extra,
})

describe('the restored last search', () => {
  it('is a message of its own with the cards and the view-all link', () => {
    const restored = restoredSearchMessage(entry, [])
    expect(restored).toMatchObject({
      text: 'Your last search: Dancers in Mumbai.',
      talentCards: [card(1), card(2)],
      viewAllCard: { url: `/chatbot/view-all-talents?sessionId=${sessionId}`, title: 'View all talents' },
    })
    expect(isRestored(restored!)).toBe(true)
  })

  it('is not shown again when the conversation already shows that search', () => {
    expect(restoredSearchMessage(entry, [message({ sessionId, talentCards: [card(1), card(2)] })])).toBeNull()
    expect(
      restoredSearchMessage({ ...entry, sessionId: null }, [message({ talentCards: [card(1), card(2)] })]),
    ).toBeNull()
    // Its own earlier copy, kept with the messages, counts too.
    expect(restoredSearchMessage(entry, [restoredSearchMessage(entry, [])!])).toBeNull()
    // Another search in the conversation does not hide it.
    expect(restoredSearchMessage(entry, [message({ sessionId: 'other', talentCards: [card(3)] })])).not.toBeNull()
  })
})
