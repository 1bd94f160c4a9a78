import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { altOf, Gallery, type GalleryPhoto } from './gallery'

const photo = (id: string, fields: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  id,
  url: `/m/p/${id}/w640.webp`,
  srcset: `/m/p/${id}/w320.webp 320w, /m/p/${id}/w640.webp 640w, /m/p/${id}/w1280.webp 1280w`,
  width: 2000,
  height: 1333,
  placeholder: '',
  caption: '',
  alt: '',
  ...fields,
})

describe('altOf', () => {
  it('prefers the alt text, then the caption, then the place in the gallery', () => {
    expect(altOf({ alt: ' On stage ', caption: 'Theatre' }, 'Asha Rao', 0)).toBe('On stage')
    expect(altOf({ alt: '', caption: 'Theatre' }, 'Asha Rao', 0)).toBe('Asha Rao: Theatre')
    expect(altOf({ alt: '', caption: '' }, 'Asha Rao', 2)).toBe('Asha Rao, portfolio photo 3')
  })
})

describe('Gallery without JavaScript', () => {
  it('links each thumbnail to its largest file, with its caption', () => {
    const html = renderToString(
      <Gallery photos={[photo('a', { caption: 'By the sea' }), photo('b', { alt: 'On set' })]} name="Asha Rao" />,
    )
    expect(html).toContain('href="/m/p/a/w1280.webp"')
    expect(html).toContain('href="/m/p/b/w1280.webp"')
    expect(html).toContain('<figcaption')
    expect(html).toContain('By the sea')
    expect(html).toContain('alt="On set"')
    expect(html).not.toContain('<dialog')
    expect(html).not.toContain('<button')
  })
})
