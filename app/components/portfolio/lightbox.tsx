import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import * as styles from './lightbox.css'
import { Photo } from './photo'
import type { GalleryPhoto } from './gallery'

interface LightboxProps {
  photos: GalleryPhoto[]
  alts: string[]
  /** The dialog's name: "Photos of Aanya Kapoor". */
  label: string
  index: number
  onIndexChange(index: number): void
  /** Called once the dialog has closed (Escape, the close button, a click beside the photo). */
  onClose(lastIndex: number): void
}

/** The lightbox's photo fills the screen's width up to the largest file. */
const FULL_SIZES = '(max-width: 1280px) 100vw, 1280px'

/**
 * One photo at a time in a modal `<dialog>`: Left and Right arrows move (wrapping), Home and End jump,
 * Escape closes (the dialog's own cancel). The counter is a live region, so moving is announced.
 */
export function Lightbox({ photos, alts, label, index, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const statusId = useId()
  const photo = photos[index]
  const count = photos.length

  // showModal focuses the first control inside, the close button, and makes the page behind inert.
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  const move = (step: number) => onIndexChange((index + step + count) % count)

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key]
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    onIndexChange((target + count) % count)
  }

  if (!photo) return null
  return (
    // The dialog is the widget: its arrow keys work wherever focus is inside it, and a click on the
    // backdrop closes it as Escape and the close button do.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={statusId}
      onKeyDown={onKeyDown}
      onClose={() => onClose(index)}
      // A click on the backdrop lands on the dialog itself, outside its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className={styles.frame}>
        <header className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {label}
          </h2>
          <p id={statusId} className={styles.counter} aria-live="polite" aria-atomic="true">
            {index + 1} of {count}
            <span className={styles.visuallyHidden}>: {alts[index]}</span>
          </p>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <figure className={styles.figure}>
          <Photo
            key={photo.id}
            className={styles.image}
            src={photo.url}
            srcSet={photo.srcset}
            sizes={FULL_SIZES}
            placeholder={photo.placeholder}
            alt={alts[index] ?? ''}
            width={photo.width || 640}
            height={photo.height || 800}
            priority
          />
          {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
        </figure>
        {count > 1 && (
          <div className={styles.nav}>
            <button type="button" className={styles.navButton} onClick={() => move(-1)} aria-label="Previous photo">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
            <button type="button" className={styles.navButton} onClick={() => move(1)} aria-label="Next photo">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        )}
      </div>
    </dialog>
  )
}
