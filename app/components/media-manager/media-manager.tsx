import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import * as page from '../page.css'
import * as ownProfile from '../own-profile.css'
import { DropZone } from './drop-zone'
import { ChangeSentContext, useMediaAction, type SentChange } from './item-forms'
import { MAX_PHOTOS, MAX_VOICE_DEMOS, MEDIA_SECTION_ID, PHOTO_LIMITS_TEXT, VOICE_LIMITS_TEXT } from './limits'
import * as styles from './media-manager.css'
import { PhotoList, type ManagedPhoto } from './photo-list'
import { UploadForm } from './upload-form'
import { VoiceDemoList, type ManagedVoiceDemo } from './voice-demo-list'

export const PHOTOS_HEADING_ID = 'photos'
export const VOICE_DEMOS_HEADING_ID = 'voice-demos'

/**
 * The talent page's "Photos & voice demos" (issue 19): uploading, and each photo's and demo's small forms.
 * Every form works without JavaScript (a post, a redirect back, a toast); with it, files upload side by
 * side with progress, and changes are said in the section's live region with focus kept in place.
 */
export function MediaManager({
  media,
  error,
}: {
  media: { photos: ManagedPhoto[]; voiceDemos: ManagedVoiceDemo[] } | null
  error: string | null
}) {
  const hydrated = useHydrated()
  const [status, setStatus] = useState('')
  // The same words twice in a row would not be read out again: the second time gets a trailing space.
  const announce = useCallback(
    (message: string) => setStatus((previous) => (previous === message ? `${message}\u00a0` : message)),
    [],
  )
  const changeSent = useItemActionFeedback(announce)

  return (
    <ChangeSentContext.Provider value={changeSent}>
      <section id={MEDIA_SECTION_ID} aria-labelledby="media-title" className={ownProfile.section}>
        <h2 id="media-title" className={page.sectionTitle}>
          Photos &amp; voice demos
        </h2>
        <div className={styles.card}>
          <ul className={styles.limits}>
            <li>{PHOTO_LIMITS_TEXT}</li>
            <li>{VOICE_LIMITS_TEXT}</li>
            <li>
              Photos are turned the right way up and stored without their hidden details, such as where they were taken.
            </li>
          </ul>
          {hydrated ? <DropZone announce={announce} /> : <UploadForm />}
          <p role="status" className={styles.status}>
            {status}
          </p>
          {media ? (
            <>
              <h3 id={PHOTOS_HEADING_ID} tabIndex={-1} className={styles.subheading}>
                Photos ({media.photos.length} of {MAX_PHOTOS})
              </h3>
              <PhotoList photos={media.photos} />
              <h3 id={VOICE_DEMOS_HEADING_ID} tabIndex={-1} className={styles.subheading}>
                Voice demos ({media.voiceDemos.length} of {MAX_VOICE_DEMOS})
              </h3>
              <VoiceDemoList demos={media.voiceDemos} />
            </>
          ) : (
            <p role="alert" className={styles.empty}>
              Your photos and voice demos could not be loaded just now: {error ?? 'an unexpected error occurred.'}{' '}
              Reload the page to try again.
            </p>
          )}
        </div>
      </section>
    </ChangeSentContext.Provider>
  )
}

/**
 * With JavaScript the items' forms answer the shared fetcher: say what happened, and put focus back where
 * the change left the item (the moved item's same button, or the list's heading after a delete).
 */
function useItemActionFeedback(announce: (message: string) => void) {
  const fetcher = useMediaAction()
  const sent = useRef<SentChange | null>(null)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && sent.current) {
      announce(fetcher.data.message)
      restoreFocus(sent.current)
      sent.current = null
    }
  }, [fetcher.state, fetcher.data, announce])
  return useCallback((change: SentChange) => {
    sent.current = change
  }, [])
}

function itemElement(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-media-id="${CSS.escape(id)}"]`)
}

function restoreFocus(change: SentChange) {
  const item = itemElement(change.id)
  if (!item) {
    document.getElementById(change.kind === 'voice' ? VOICE_DEMOS_HEADING_ID : PHOTOS_HEADING_ID)?.focus()
    return
  }
  if (change.intent === 'move') {
    const same = item.querySelector<HTMLElement>(`button[name="direction"][value="${change.direction}"]`)
    const other = item.querySelector<HTMLElement>('button[name="direction"]')
    ;(same ?? other ?? item).focus()
  } else if (change.intent === 'headshot') {
    item.focus()
  }
}
