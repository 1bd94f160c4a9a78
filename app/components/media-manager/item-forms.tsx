import { useFetcher } from '@remix-run/react'
import { createContext, useContext, type ReactNode } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import type { action as itemAction } from '~/routes/resources.my-media.$id'
import * as styles from './media-manager.css'

/**
 * The small forms of one photo or voice demo. Each is a plain post to /resources/my-media/{id} that comes
 * back to the page with a toast; with JavaScript they share one fetcher (its key), so the manager hears
 * every answer, even the one that deleted the item it came from, and says it in its live region.
 */
export const MEDIA_ACTION_KEY = 'my-media-item'

export const useMediaAction = () => useFetcher<typeof itemAction>({ key: MEDIA_ACTION_KEY })

export const mediaActionPath = (id: string) => `/resources/my-media/${id}`

export type ItemIntent = 'details' | 'headshot' | 'move' | 'delete'

/** One change sent from an item's form: what the manager needs to say how it went and to put focus back. */
export interface SentChange {
  id: string
  intent: ItemIntent
  direction: string | null
  kind: string | undefined
}

/**
 * Told of each item form's submission as it is sent: the fetcher's own "submitting" state can go by
 * without a render of its own (a quick answer, a busy machine), so it is not the place to learn of it.
 */
export const ChangeSentContext = createContext<((change: SentChange) => void) | null>(null)

export function ItemForm({
  id,
  intent,
  children,
  className,
}: {
  id: string
  intent: ItemIntent
  children: ReactNode
  className?: string
}) {
  const fetcher = useMediaAction()
  const hydrated = useHydrated()
  const changeSent = useContext(ChangeSentContext)
  return (
    <fetcher.Form
      method="post"
      action={mediaActionPath(id)}
      preventScrollReset
      className={className}
      onSubmit={(event) => {
        const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null
        changeSent?.({
          id,
          intent,
          direction: submitter?.getAttribute('name') === 'direction' ? submitter.getAttribute('value') : null,
          kind: event.currentTarget.closest<HTMLElement>('[data-media-kind]')?.dataset.mediaKind,
        })
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {/* Answered as data for the fetcher; a post without it (no JavaScript) is redirected back with a toast. */}
      {hydrated && <input type="hidden" name="via" value="fetcher" />}
      {children}
    </fetcher.Form>
  )
}

/** A submit button that does nothing while another change of the media is on its way. */
export function ItemButton({
  children,
  variant = 'plain',
  name,
  value,
  context,
}: {
  children: ReactNode
  variant?: keyof typeof styles.button
  name?: string
  value?: string
  /** Which item, for screen readers: the visible text comes first in the name ("Move earlier: photo 2 of 5"). */
  context?: string
}) {
  const fetcher = useMediaAction()
  const busy = fetcher.state !== 'idle'
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-disabled={busy || undefined}
      className={styles.button[variant]}
      onClick={(event) => {
        if (busy) event.preventDefault()
      }}
    >
      {children}
      {context && <span className="visually-hidden">: {context}</span>}
    </button>
  )
}

/**
 * "Move earlier" and "Move later", each only where the item can go. They show as "← Earlier" and
 * "Later →", short enough to sit side by side on a card; their names say what they do and to which item.
 */
export function MoveButtons({ id, place, count, noun }: { id: string; place: number; count: number; noun: string }) {
  if (count < 2) return null
  const context = `${noun} ${place} of ${count}`
  return (
    <ItemForm id={id} intent="move" className={styles.rowActions}>
      {place > 1 && (
        <ItemButton name="direction" value="earlier" context={context}>
          <span aria-hidden="true">← Earlier</span>
          <span className="visually-hidden">Move earlier</span>
        </ItemButton>
      )}
      {place < count && (
        <ItemButton name="direction" value="later" context={context}>
          <span aria-hidden="true">Later →</span>
          <span className="visually-hidden">Move later</span>
        </ItemButton>
      )}
    </ItemForm>
  )
}

/** Deleting sits behind a disclosure that says what it does: there is no undo. */
export function DeleteDisclosure({ id, noun, place }: { id: string; noun: string; place: number }) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.dangerSummary}>
        Delete…<span className="visually-hidden">: {`${noun} ${place}`}</span>
      </summary>
      <ItemForm id={id} intent="delete" className={styles.disclosureBody}>
        <p className={styles.warning}>
          This deletes the {noun} and every size of it from Castline at once. It cannot be undone.
        </p>
        <div className={styles.rowActions}>
          <ItemButton variant="danger" context={`${noun} ${place}`}>
            Delete for good
          </ItemButton>
        </div>
      </ItemForm>
    </details>
  )
}
