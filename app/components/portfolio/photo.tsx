import { useEffect, useRef, type CSSProperties } from 'react'
import { placeholderDataUrl } from './placeholder'

interface PhotoProps {
  src: string
  alt: string
  /** The drawn size's aspect: the box is reserved before the image arrives (no layout shift). */
  width: number
  height: number
  /** WebP widths, as the API gives them ("… 320w, … 640w"); null for an avatar. */
  srcSet?: string | null
  /** The width the image is shown at, per layout: lets a phone pick the 320-px file. */
  sizes?: string
  /** ThumbHash (base64): a blurred preview behind the image until it has loaded. */
  placeholder?: string | null
  className?: string
  /** The page's largest paint (the talent page's headshot): fetched first, never lazily. */
  priority?: boolean
}

/**
 * A talent photo or avatar. The placeholder is a CSS background the server draws into the first HTML, so it
 * shows before any script runs; a hydrating browser keeps it as it is and never decodes it, which keeps the
 * ThumbHash decoder out of the first visit's JavaScript (issue 20's budget). A photo first drawn in the browser
 * (after a client-side navigation) gets its placeholder from the decoder, loaded when first needed. Once the
 * photo has loaded the background goes (a transparent photo would show it).
 */
export function Photo({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  placeholder,
  className,
  priority = false,
}: PhotoProps) {
  const image = useRef<HTMLImageElement>(null)
  const serverStyle = import.meta.env.SSR ? previewStyle(placeholderDataUrl(placeholder)) : undefined
  useEffect(() => {
    const img = image.current
    if (!img) return
    // Loaded before hydration, its load event came before React listened.
    if (img.complete && img.naturalWidth > 0) return clearPreview(img)
    if (!placeholder || img.style.backgroundImage) return
    let current = true
    void import('./placeholder').then(({ placeholderDataUrl: decode }) => {
      const style = previewStyle(decode(placeholder))
      if (current && style && !(img.complete && img.naturalWidth > 0)) Object.assign(img.style, style)
    })
    return () => {
      current = false
    }
  }, [src, placeholder])
  return (
    <img
      ref={image}
      className={className}
      alt={alt}
      width={width}
      height={height}
      // React 18 knows no fetchPriority prop: the attribute as HTML spells it.
      {...(priority ? { fetchpriority: 'high' } : {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet ?? undefined}
      src={src}
      style={serverStyle}
      // The server's placeholder style is the browser's to keep and clear: React leaves it alone.
      suppressHydrationWarning
      onLoad={(event) => clearPreview(event.currentTarget)}
    />
  )
}

function previewStyle(url: string | null): CSSProperties | undefined {
  return url ? { backgroundImage: `url("${url}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined
}

function clearPreview(img: HTMLImageElement) {
  img.style.backgroundImage = ''
}
