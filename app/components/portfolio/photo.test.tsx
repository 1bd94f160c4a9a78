import { renderToString } from 'react-dom/server'
import { rgbaToThumbHash } from 'thumbhash'
import { describe, expect, it } from 'vitest'
import { Photo } from './photo'

const SRCSET = '/m/p/h/w320.webp 320w, /m/p/h/w640.webp 640w, /m/p/h/w1280.webp 1280w'
const HASH = Buffer.from(rgbaToThumbHash(4, 4, new Uint8Array(64).fill(128))).toString('base64')

const attributesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))

describe('Photo', () => {
  it('is lazy and asynchronous by default, with srcset, sizes and its box reserved', () => {
    const html = renderToString(
      <Photo src="/m/p/h/w640.webp" srcSet={SRCSET} sizes="240px" alt="Asha" width={240} height={300} />,
    )
    const img = attributesOf(html)
    expect(img).toMatchObject({ loading: 'lazy', decoding: 'async', srcSet: SRCSET, sizes: '240px' })
    expect(img).toMatchObject({ width: '240', height: '300', alt: 'Asha' })
    expect(img.fetchpriority).toBeUndefined()
  })

  it('is fetched first and eagerly when it is the largest paint', () => {
    const img = attributesOf(renderToString(<Photo src="/a.svg" alt="" width={280} height={280} priority />))
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high' })
  })

  it('shows the ThumbHash as a background in the server’s HTML', () => {
    const html = renderToString(<Photo src="/a.webp" placeholder={HASH} alt="" width={1} height={1} />)
    expect(html).toContain('background-image:url(&quot;data:image/png;base64,')
  })

  it('leaves an avatar as it was: no srcset, sizes or background', () => {
    const html = renderToString(<Photo src="/avatar.svg" srcSet={null} sizes="240px" alt="" width={1} height={1} />)
    expect(html).not.toMatch(/srcSet|sizes|style=/)
  })
})
