import { useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import * as styles from './gallery.css'
import { Lightbox } from './lightbox'
import { Photo } from './photo'
import { widestOf } from './placeholder'

export interface GalleryPhoto {
  id: string
  url: string
  srcset: string
  width: number
  height: number
  placeholder: string
  caption: string
  alt: string
}

/** Thumbnails are drawn at most this wide: a phone (two columns) and a desktop both take the 320-px file. */
const THUMBNAIL_SIZES = '(max-width: 599px) calc(50vw - 24px), 220px'

/** The photo's own alt text; else its caption, or its place in the gallery, with the talent's name. */
export function altOf(photo: Pick<GalleryPhoto, 'alt' | 'caption'>, name: string, index: number): string {
  if (photo.alt.trim()) return photo.alt.trim()
  if (photo.caption.trim()) return `${name}: ${photo.caption.trim()}`
  return `${name}, portfolio photo ${index + 1}`
}

/**
 * A talent's photos as thumbnails. Without JavaScript each links to its largest file; with it, each is a
 * button that opens the lightbox, and closing the lightbox gives focus back to the thumbnail it shows.
 */
export function Gallery({ photos, name }: { photos: GalleryPhoto[]; name: string }) {
  const hydrated = useHydrated()
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([])
  const alts = photos.map((photo, index) => altOf(photo, name, index))

  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, index) => {
          const image = (
            <Photo
              className={styles.thumbnailImage}
              src={photo.url}
              srcSet={photo.srcset}
              sizes={THUMBNAIL_SIZES}
              placeholder={photo.placeholder}
              alt={alts[index] ?? ''}
              width={photo.width || 640}
              height={photo.height || 800}
            />
          )
          return (
            <li key={photo.id} className={styles.item}>
              <figure className={styles.figure}>
                {hydrated ? (
                  <button
                    type="button"
                    ref={(button) => {
                      thumbnails.current[index] = button
                    }}
                    className={styles.thumbnail}
                    aria-haspopup="dialog"
                    onClick={() => setOpenIndex(index)}
                  >
                    {image}
                  </button>
                ) : (
                  <a className={styles.thumbnail} href={widestOf(photo.srcset) ?? photo.url}>
                    {image}
                  </a>
                )}
                {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
              </figure>
            </li>
          )
        })}
      </ul>
      {hydrated && openIndex !== null && (
        <Lightbox
          photos={photos}
          alts={alts}
          label={`Photos of ${name}`}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={(lastIndex) => {
            setOpenIndex(null)
            thumbnails.current[lastIndex]?.focus()
          }}
        />
      )}
    </>
  )
}
