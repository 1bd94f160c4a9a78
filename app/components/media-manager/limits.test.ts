import { describe, expect, it } from 'vitest'
import * as api from '../../../api/media/types'
import { MAX_PHOTOS as API_MAX_PHOTOS, MAX_VOICE_DEMOS as API_MAX_VOICE_DEMOS } from '../../../api/services/media'
import * as page from './limits'

describe('the limits the page states', () => {
  it('are the ones the API enforces', () => {
    expect(page.MAX_PHOTOS).toBe(API_MAX_PHOTOS)
    expect(page.MAX_VOICE_DEMOS).toBe(API_MAX_VOICE_DEMOS)
    expect(page.PHOTO_MAX_BYTES).toBe(api.PHOTO_MAX_BYTES)
    expect(page.AUDIO_MAX_BYTES).toBe(api.AUDIO_MAX_BYTES)
    expect(page.AUDIO_MAX_SECONDS).toBe(api.AUDIO_MAX_SECONDS)
  })

  it('read as the issue words them', () => {
    expect(page.PHOTO_LIMITS_TEXT).toBe('Photos: up to 20 (JPEG, PNG or WebP, 15 MB each).')
    expect(page.VOICE_LIMITS_TEXT).toBe('Voice demos: up to 6 (MP3, WAV, M4A or OGG, 20 MB and 5 minutes each).')
  })
})

describe('guessKind', () => {
  it('goes by the declared type, then the name', () => {
    expect(page.guessKind({ name: 'a.jpg', type: 'image/jpeg' })).toBe('photo')
    expect(page.guessKind({ name: 'a.webp', type: '' })).toBe('photo')
    expect(page.guessKind({ name: 'take 3.m4a', type: '' })).toBe('voice')
    expect(page.guessKind({ name: 'a.wav', type: 'audio/x-wav' })).toBe('voice')
    expect(page.guessKind({ name: 'a.heic', type: 'image/heic' })).toBeNull()
    expect(page.guessKind({ name: 'notes.txt', type: 'text/plain' })).toBeNull()
  })
})

describe('labels', () => {
  it('say sizes briefly', () => {
    expect(page.sizeLabel(2.44 * 1024 * 1024)).toBe('2.4 MB')
    expect(page.sizeLabel(830 * 1024)).toBe('830 kB')
    expect(page.sizeLabel(10)).toBe('1 kB')
  })
})
