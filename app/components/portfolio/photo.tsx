import { useEffect, useRef, useState, type CSSProperties } from 'react'
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
 * A talent photo or avatar. The placeholder is a CSS background decoded on the server too, so it shows
 * before any script runs; after loading, the background goes (a transparent photo would show it).
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
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const preview = placeholderDataUrl(placeholder)
  // An image cached or loaded before hydration fired its load event before React listened.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoadedSrc(src)
  }, [src])
  const style: CSSProperties | undefined =
    preview && loadedSrc !== src
      ? { backgroundImage: `url("${preview}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined
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
      style={style}
      onLoad={() => setLoadedSrc(src)}
    />
  )
}
