import { describe, expect, it } from 'vitest'
import { avatarUrl, bannerUrl, parseBannerSize, renderAvatarSvg, renderBannerSvg, renderLogoSvg } from './avatar'

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
