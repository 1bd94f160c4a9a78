import * as personas from '@dicebear/personas'
import { createAvatar } from '@dicebear/core'
import { describe, expect, it } from 'vitest'
import { AGE_GROUPS, GENDERS, type AgeGroup } from '../vocabulary'
import {
  avatarLook,
  avatarName,
  drawAvatarSvg,
  avatarUrl,
  bannerUrl,
  GREY_HAIR_COLORS,
  parseAvatarName,
  parseBannerSize,
  renderAvatarSvg,
  renderBannerSvg,
  renderLogoSvg,
  SKIN_COLORS,
  type AvatarLook,
} from './avatar'

const SEEDS = Array.from({ length: 300 }, (_, i) => `talent-${i}-x${(i * 7919).toString(36)}`)
const YOUNG: AgeGroup[] = ['0-12', '13-17', '18-25']
const LONGER_HAIR = [
  'long',
  'bobCut',
  'bobBangs',
  'extraLong',
  'curly',
  'curlyBun',
  'straightBun',
  'sideShave',
  'pigtails',
]
const THINNING = ['bald', 'balding']

/** What DiceBear actually drew for a seed and look (its own record of the picked parts and colours). */
const drawn = (seed: string, look: AvatarLook) => createAvatar(personas, avatarLook(seed, look)).toJson().extra ?? {}

describe('renderAvatarSvg', () => {
  it('draws the same avatar for the same seed', () => {
    const first = renderAvatarSvg('priya-sharma-1')
    expect(first.startsWith('<svg')).toBe(true)
    expect(renderAvatarSvg('priya-sharma-1')).toBe(first)
  })

  it('draws different avatars for different seeds', () => {
    expect(renderAvatarSvg('seed-a')).not.toBe(renderAvatarSvg('seed-b'))
  })

  it('stays deterministic after its cache has been overrun', () => {
    const first = renderAvatarSvg('evicted-seed')
    for (let i = 0; i < 2100; i++) renderAvatarSvg(`filler-${i}`)
    expect(renderAvatarSvg('evicted-seed')).toBe(first)
  })
})

describe('avatarLook', () => {
  it('never gives a woman or a non-binary talent facial hair, at any age', () => {
    for (const gender of ['Female', 'Non-binary'] as const) {
      for (const ageGroup of AGE_GROUPS) {
        expect(avatarLook('any', { gender, ageGroup }).facialHairProbability).toBe(0)
      }
    }
  })

  it('gives children, teens and 18-25s neither facial hair nor grey or white hair, for any seed', () => {
    for (const gender of GENDERS) {
      for (const ageGroup of YOUNG) {
        for (const seed of SEEDS) {
          const options = avatarLook(seed, { gender, ageGroup })
          expect(options.facialHairProbability).toBe(0)
          expect(options.hairColor?.filter((c) => GREY_HAIR_COLORS.includes(c))).toEqual([])
          expect(options.hair?.filter((hair) => [...THINNING, 'curly', 'curlyHighTop'].includes(hair))).toEqual([])
          expect(options.nose).not.toContain('wrinkles')
        }
      }
    }
  })

  it('draws women with the longer styles only, men with the shorter ones only', () => {
    for (const [ageGroup, seed] of AGE_GROUPS.flatMap((group) => SEEDS.slice(0, 20).map((s) => [group, s] as const))) {
      const female = avatarLook(seed, { gender: 'Female', ageGroup }).hair ?? []
      const male = avatarLook(seed, { gender: 'Male', ageGroup }).hair ?? []
      expect(female.length).toBeGreaterThan(3)
      expect(female.every((hair) => LONGER_HAIR.includes(hair))).toBe(true)
      expect(male.some((hair) => LONGER_HAIR.includes(hair))).toBe(false)
      const over35 = !['0-12', '13-17', '18-25', '26-35'].includes(ageGroup)
      expect(male.some((hair) => THINNING.includes(hair))).toBe(over35)
      expect(male.includes('mohawk') || female.includes('sideShave')).toBe(!over35)
    }
  })

  it('lets only some of the oldest go grey, and some men over 25 wear a beard', () => {
    const greyShare = (ageGroup: AgeGroup) =>
      SEEDS.filter((seed) =>
        avatarLook(seed, { gender: 'Male', ageGroup }).hairColor?.every((c) => GREY_HAIR_COLORS.includes(c)),
      ).length / SEEDS.length
    expect(greyShare('36-45')).toBe(0)
    expect(greyShare('46-60')).toBeGreaterThan(0.1)
    expect(greyShare('46-60')).toBeLessThan(0.5)
    expect(greyShare('60+')).toBeGreaterThan(0.4)
    expect(greyShare('60+')).toBeLessThan(0.9)
    const bearded = SEEDS.filter((seed) => drawn(seed, { gender: 'Male', ageGroup: '36-45' }).facialHair).length
    expect(bearded / SEEDS.length).toBeGreaterThan(0.3)
    expect(bearded / SEEDS.length).toBeLessThan(0.7)
  })

  it('draws Indian skin tones', () => {
    expect(avatarLook('s', { gender: 'Female', ageGroup: '26-35' }).skinColor).toEqual(SKIN_COLORS)
  })

  it('is a pure function of the seed and look', () => {
    const look: AvatarLook = { gender: 'Male', ageGroup: '60+' }
    expect(avatarLook('same', look)).toEqual(avatarLook('same', look))
    expect(renderAvatarSvg('same', look)).toBe(drawAvatarSvg(avatarLook('same', look)))
  })

  it('blends the face highlight over the skin rather than laying white on it', () => {
    const overlaid = '<g mask="url(#personas-a)" style="mix-blend-mode:overlay">'
    expect(renderAvatarSvg('lit', { gender: 'Female', ageGroup: '26-35' })).toContain(overlaid)
    expect(renderAvatarSvg('lit')).not.toContain(overlaid)
  })

  it('draws what it promised: no beard, no grey in the SVG of a teenage girl or a young woman', () => {
    const greys = GREY_HAIR_COLORS.map((c) => `#${c}`)
    for (const ageGroup of ['13-17', '18-25'] as const) {
      for (const seed of SEEDS.slice(0, 100)) {
        const look: AvatarLook = { gender: 'Female', ageGroup }
        expect(drawn(seed, look).facialHair).toBeUndefined()
        const svg = renderAvatarSvg(seed, look).toLowerCase()
        expect(greys.filter((grey) => svg.includes(grey))).toEqual([])
        // The facial-hair slot of the personas body stays empty.
        expect(svg).toContain('<g transform="translate(14 26)"></g>')
      }
    }
  })

  it('keeps drawing seed-only names as before, with the style given no look', () => {
    expect(avatarLook('priya-sharma-1')).toEqual({
      seed: 'priya-sharma-1',
      backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7ecd9', 'fde9b8'],
      backgroundType: ['solid'],
      facialHairProbability: 15,
      mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
      eyes: ['open', 'happy', 'glasses', 'wink'],
    })
    expect(renderAvatarSvg('priya-sharma-1')).not.toBe(
      renderAvatarSvg('priya-sharma-1', { gender: 'Female', ageGroup: '26-35' }),
    )
  })
})

describe('avatar names', () => {
  it('carries the look in the name, within the route pattern, and reads it back', () => {
    for (const gender of GENDERS) {
      for (const ageGroup of AGE_GROUPS) {
        for (const seed of ['priya-sharma-x1', 'T7K2M9QX4BD']) {
          const name = avatarName(seed, { gender, ageGroup })
          expect(`${name}.png`).toMatch(/^[A-Za-z0-9_.-]{1,80}\.(svg|png)$/)
          expect(parseAvatarName(name)).toEqual({ seed, look: { gender, ageGroup } })
        }
      }
    }
    expect(avatarUrl('priya-sharma-x1', { gender: 'Female', ageGroup: '18-25' })).toBe(
      '/api/v1/media/avatars/priya-sharma-x1--f18-25.svg',
    )
    expect(avatarName('ravi-k-2', { gender: 'Male', ageGroup: '60+' })).toBe('ravi-k-2--m60plus')
  })

  it('reads a seed-only name, or an unknown look, as a seed', () => {
    expect(parseAvatarName('priya-sharma-1')).toEqual({ seed: 'priya-sharma-1' })
    expect(parseAvatarName('t0000001')).toEqual({ seed: 't0000001' })
    expect(parseAvatarName('x--q18-25')).toEqual({ seed: 'x--q18-25' })
    expect(parseAvatarName('--f18-25')).toEqual({ seed: '--f18-25' })
  })
})

describe('media URLs', () => {
  it('encodes the seed in the avatar URL', () => {
    expect(avatarUrl('a b/c')).toBe('/api/v1/media/avatars/a%20b%2Fc.svg')
  })

  it('carries the banner size and title', () => {
    const url = new URL(bannerUrl('b1', { width: 1200, height: 628 }, 'Casting & Calls'), 'http://x')
    expect(url.pathname).toBe('/api/v1/media/banners/b1.svg')
    expect(url.searchParams.get('size')).toBe('1200x628')
    expect(url.searchParams.get('title')).toBe('Casting & Calls')
  })

  it('parses banner sizes and refuses silly ones', () => {
    expect(parseBannerSize('1080x1080')).toEqual({ width: 1080, height: 1080 })
    expect(parseBannerSize('99999x1')).toBeNull()
    expect(parseBannerSize('wide')).toBeNull()
  })
})

describe('renderBannerSvg and renderLogoSvg', () => {
  it('escapes the title and keeps the requested size', () => {
    const svg = renderBannerSvg('banner-1', 1200, 628, 'Tom & Jerry <live> "now"')
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('width="1200" height="628"')
    expect(svg).toContain('Tom &amp; Jerry &lt;live&gt; &quot;now&quot;')
    expect(svg).not.toContain('<live>')
    expect(renderBannerSvg('banner-1', 1200, 628, 'Tom & Jerry <live> "now"')).toBe(svg)
  })

  it('draws initials for a logo and escapes the name', () => {
    const svg = renderLogoSvg('saffron-studios', 'Saffron <Studios>')
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('>SS</text>')
    expect(svg).toContain('Saffron &lt;Studios&gt;')
  })
})
