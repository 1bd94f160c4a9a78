import { Photo } from '../portfolio/photo'
import { DeleteDisclosure, ItemButton, ItemForm, MoveButtons } from './item-forms'
import * as styles from './media-manager.css'

export interface ManagedPhoto {
  id: string
  isHeadshot: boolean
  url: string
  srcset: string
  width: number
  height: number
  placeholder: string
  caption: string
  alt: string
}

/** Cards are one column on a phone and about 280 px wide from a tablet up. */
const PHOTO_SIZES = '(max-width: 560px) calc(100vw - 64px), 280px'

/** The talent's photos in order, the first marked as the headshot, each with its own small forms. */
export function PhotoList({ photos }: { photos: ManagedPhoto[] }) {
  if (photos.length === 0) {
    return (
      <p className={styles.empty}>
        No photos yet. Your first photo becomes your headshot: the one on your card in every list.
      </p>
    )
  }
  return (
    <ol className={styles.photoGrid}>
      {photos.map((photo, index) => (
        <PhotoCard key={photo.id} photo={photo} place={index + 1} count={photos.length} />
      ))}
    </ol>
  )
}

function PhotoCard({ photo, place, count }: { photo: ManagedPhoto; place: number; count: number }) {
  const name = `photo ${place}`
  const captionId = `photo-${photo.id}-caption`
  const altId = `photo-${photo.id}-alt`
  return (
    <li
      className={styles.photoCard}
      data-media-id={photo.id}
      data-media-kind="photo"
      data-headshot={photo.isHeadshot}
      tabIndex={-1}
    >
      <h4 className="visually-hidden">
        Photo {place} of {count}
        {photo.isHeadshot ? ', your headshot' : ''}
      </h4>
      <div className={styles.photoFrame}>
        <Photo
          className={styles.photoImage}
          src={photo.url}
          srcSet={photo.srcset}
          sizes={PHOTO_SIZES}
          width={photo.width}
          height={photo.height}
          placeholder={photo.placeholder}
          alt={photo.alt || photo.caption || `Your ${name}`}
        />
        {photo.isHeadshot && (
          <span className={styles.headshotBadge} aria-hidden="true">
            Headshot
          </span>
        )}
        <span className={styles.placeBadge} aria-hidden="true">
          {place} of {count}
        </span>
      </div>
      <div className={styles.itemBody}>
        <p className={photo.caption ? styles.itemText : styles.itemMuted}>{photo.caption || 'No caption'}</p>
        {!photo.alt && (
          <p className={styles.itemMuted}>No alt text yet: describe the photo for people who cannot see it.</p>
        )}
        <div className={styles.rowActions}>
          {!photo.isHeadshot && (
            <ItemForm id={photo.id} intent="headshot" className={styles.rowActions}>
              <ItemButton variant="primary" context={name}>
                Make headshot
              </ItemButton>
            </ItemForm>
          )}
          <MoveButtons id={photo.id} place={place} count={count} noun="photo" />
        </div>
        <details className={styles.disclosure}>
          <summary className={styles.summary}>
            Edit caption and alt text<span className="visually-hidden">: {name}</span>
          </summary>
          <ItemForm id={photo.id} intent="details" className={styles.disclosureBody}>
            <div className={styles.smallField}>
              <label htmlFor={captionId} className={styles.smallLabel}>
                Caption
              </label>
              <input
                key={photo.caption}
                id={captionId}
                name="caption"
                defaultValue={photo.caption}
                maxLength={200}
                autoComplete="off"
                className={styles.smallInput}
              />
            </div>
            <div className={styles.smallField}>
              <label htmlFor={altId} className={styles.smallLabel}>
                Alt text
              </label>
              <input
                key={photo.alt}
                id={altId}
                name="alt"
                defaultValue={photo.alt}
                maxLength={300}
                autoComplete="off"
                aria-describedby={`${altId}-hint`}
                className={styles.smallInput}
              />
              <p id={`${altId}-hint`} className={styles.itemMuted}>
                What the photo shows, read out to people who cannot see it.
              </p>
            </div>
            <div className={styles.rowActions}>
              <ItemButton variant="primary" context={name}>
                Save caption and alt text
              </ItemButton>
            </div>
          </ItemForm>
        </details>
        <DeleteDisclosure id={photo.id} noun="photo" place={place} />
      </div>
    </li>
  )
}
