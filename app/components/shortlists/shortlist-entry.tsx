import { Form, Link } from '@remix-run/react'
import { FieldErrors } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { requestFormPathOf } from '~/components/requests/request-parts'
import { TalentCard } from '~/components/talent-card'
import type { Shortlist } from '~/routes/shortlists.server'
import { SHORTLIST_NOTE_MAX_LENGTH } from './shortlist-schemas'
import * as styles from './shortlists.css'

type Entry = Shortlist['entries'][number]

const MOVES = [
  { intent: 'up', label: 'up', arrow: '↑' },
  { intent: 'down', label: 'down', arrow: '↓' },
] as const

/** What the page's action said about one talent's forms (a refused note), if anything. */
export interface EntryReply {
  note?: string
  error?: string
}

/** A talent on the owner's list: the card, the private note (its own form), move up or down, remove, request. */
export function ShortlistEntry({
  entry,
  first,
  last,
  reply,
}: {
  entry: Entry
  first: boolean
  last: boolean
  reply?: EntryReply
}) {
  const { talent } = entry
  const noteId = `note-${talent.USERID}`
  const errorId = `${noteId}-error`
  return (
    <li id={`entry-${talent.USERID}`} className={styles.entry}>
      <TalentCard talent={talent} shortlistable={false} />
      <div className={styles.entryTools}>
        <Form method="post" preventScrollReset className={styles.disclosure}>
          <input type="hidden" name="talentId" value={talent.USERID} />
          <label htmlFor={noteId} className={forms.label}>
            Private note on {talent.name}
          </label>
          <textarea
            id={noteId}
            // A saved note comes back from the loader: a new key shows it.
            key={entry.note}
            name="note"
            className={styles.textarea}
            defaultValue={reply?.note ?? entry.note}
            maxLength={SHORTLIST_NOTE_MAX_LENGTH}
            aria-invalid={reply?.error ? true : undefined}
            aria-describedby={reply?.error ? errorId : undefined}
          />
          <FieldErrors id={errorId} errors={reply?.error ? [reply.error] : undefined} />
          <button type="submit" name="intent" value="note" className={styles.button}>
            Save note
          </button>
        </Form>
        <Form method="post" preventScrollReset className={styles.buttonRow}>
          <input type="hidden" name="talentId" value={talent.USERID} />
          {MOVES.map(({ intent, label, arrow }) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              className={styles.button}
              disabled={intent === 'up' ? first : last}
              aria-label={`Move ${talent.name} ${label}`}
            >
              {arrow} {label === 'up' ? 'Up' : 'Down'}
            </button>
          ))}
          <button
            type="submit"
            name="intent"
            value="remove"
            className={styles.dangerButton}
            aria-label={`Remove ${talent.name} from the list`}
          >
            Remove
          </button>
        </Form>
        {/* Connection requests (ADR 024): the form, or the open request to this talent when there is one. */}
        <Link to={requestFormPathOf(talent.USERID)} className={styles.button}>
          Send {talent.name} a request
        </Link>
      </div>
    </li>
  )
}
