import { describe, expect, it } from 'vitest'
import { completenessOf, parseShowreelUrl, showreelView } from './casting'

describe('showreel links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=30', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('%s is a %s video %s', (link, provider, videoId) => {
    expect(parseShowreelUrl(link)).toEqual({ provider, videoId })
  })

  it.each([
    'javascript:alert(1)',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/channels/staffpicks',
    'not a link',
  ])('%s is refused', (link) => {
    expect(parseShowreelUrl(link)).toBeNull()
  })

  it('plays in the privacy-enhanced players only', () => {
    expect(showreelView({ provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: '' }).embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    )
    expect(showreelView({ provider: 'vimeo', videoId: '76979871', title: '' }).embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    )
  })
})

describe('profile completeness', () => {
  const empty = {
    photos: 0,
    voiceDemos: 0,
    talentType: 'Actor',
    bio: '',
    skills: [],
    languages: [],
    heightCm: null,
    credits: [],
    showreels: [],
  }

  it('lists what a casting director misses, and is whole when nothing is', () => {
    expect(completenessOf(empty)).toEqual({
      percent: 0,
      missing: expect.arrayContaining(['A headshot', 'A showreel link']),
    })
    expect(completenessOf({ ...empty, talentType: 'Voiceover Artist' }).missing).toContain('A voice demo')
    const full = completenessOf({
      ...empty,
      photos: 3,
      bio: 'x'.repeat(80),
      skills: ['a', 'b', 'c'],
      languages: ['Hindi'],
      heightCm: 170,
      credits: [{ title: 'T', role: 'R', year: 2024 }],
      showreels: [{ provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: '' }],
    })
    expect(full).toEqual({ percent: 100, missing: [] })
  })
})
