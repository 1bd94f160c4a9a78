import { Form, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { FieldErrors, FormErrors } from '~/components/forms'
import * as forms from '~/components/forms.css'
import { notify } from '~/components/toaster'
import type { action, loader } from '~/routes/_main.shortlists.add'
import { useOptionalUser } from '~/services/user'
import { SHORTLIST_NAME_MAX_LENGTH } from './shortlist-schemas'
import * as styles from './shortlists.css'

/** The chooser page and its form's address: the talent, and the page to go back to afterwards. */
export function addToShortlistPath(talentId: string, back?: string) {
  const query = new URLSearchParams({ talentId })
  if (back) query.set('redirectTo', back)
  return `/shortlists/add?${query}`
}

export interface ListChoice {
  id: number
  name: string
  talentCount: number
}

/**
 * The form's fields: one of the recruiter's lists, or "a new list" with its name. Without JavaScript the
 * name box always shows (it is used when "A new list" is chosen); with it, only then.
 */
export function ShortlistChoiceFields({
  lists,
  errors,
  idPrefix,
  alwaysShowName,
}: {
  lists: ListChoice[]
  errors: Record<string, string | undefined>
  idPrefix: string
  alwaysShowName: boolean
}) {
  const [choice, setChoice] = useState(lists[0] ? String(lists[0].id) : 'new')
  const selectId = `${idPrefix}-list`
  const nameId = `${idPrefix}-name`
  return (
    <>
      <div className={forms.field}>
        <label htmlFor={selectId} className={forms.label}>
          Shortlist
        </label>
        <select
          id={selectId}
          name="shortlistId"
          className={forms.select}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-invalid={errors.shortlistId ? true : undefined}
          aria-describedby={errors.shortlistId ? `${selectId}-error` : undefined}
        >
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name} ({list.talentCount})
            </option>
          ))}
          <option value="new">A new list…</option>
        </select>
        <FieldErrors id={`${selectId}-error`} errors={errors.shortlistId ? [errors.shortlistId] : undefined} />
      </div>
      {(alwaysShowName || choice === 'new') && (
        <div className={forms.field}>
          <label htmlFor={nameId} className={forms.label}>
            Name of the new list
          </label>
          <input
            id={nameId}
            name="newName"
            className={forms.input}
            maxLength={SHORTLIST_NAME_MAX_LENGTH}
            placeholder="Biscuit ad – kids"
            aria-invalid={errors.newName ? true : undefined}
            aria-describedby={errors.newName ? `${nameId}-error` : `${nameId}-hint`}
          />
          {alwaysShowName && (
            <p id={`${nameId}-hint`} className={forms.hint}>
              Used when you choose “A new list”.
            </p>
          )}
          <FieldErrors id={`${nameId}-error`} errors={errors.newName ? [errors.newName] : undefined} />
        </div>
      )}
    </>
  )
}

/**
 * "Add to shortlist" for recruiters (nobody else sees it). Before JavaScript (and without it) a button to the
 * chooser page, whose form brings the recruiter back here; with JavaScript a small form in place that loads
 * the lists when opened and adds without leaving the page.
 */
export function AddToShortlist({
  talent,
  compact = false,
  label = 'Add to shortlist',
}: {
  talent: { USERID: string; name: string }
  compact?: boolean
  /** The button's words (its accessible name always names the talent). */
  label?: string
}) {
  const user = useOptionalUser()
  const hydrated = useHydrated()
  const location = useLocation()
  if (user?.userType !== 'recruiter') return null
  const back = location.pathname + location.search
  if (!hydrated) {
    // A GET form, not a link: the card's one link stays its name's.
    return (
      <Form method="get" action="/shortlists/add" className={compact ? styles.addInline : styles.addInPlace}>
        <input type="hidden" name="talentId" value={talent.USERID} />
        <input type="hidden" name="redirectTo" value={back} />
        <button
          type="submit"
          className={compact ? styles.addCompact : styles.addButton}
          aria-label={`Add ${talent.name} to a shortlist`}
        >
          {compact ? '+ List' : label}
        </button>
      </Form>
    )
  }
  return <AddInPlace talent={talent} compact={compact} label={label} />
}

function AddInPlace({
  talent,
  compact,
  label,
}: {
  talent: { USERID: string; name: string }
  compact: boolean
  label: string
}) {
  const [open, setOpen] = useState(false)
  const lists = useFetcher<typeof loader>()
  const adder = useFetcher<typeof action>()
  const panelId = useId()
  const chooser = addToShortlistPath(talent.USERID)

  useEffect(() => {
    if (open && lists.state === 'idle' && !lists.data) lists.load(chooser)
  }, [open, lists, chooser])

  const reply = adder.data
  useEffect(() => {
    if (adder.state !== 'idle' || !reply?.ok) return
    notify(reply.message, { type: 'success', link: reply.link })
    setOpen(false)
  }, [adder.state, reply])

  const errors: Record<string, string | undefined> = reply && !reply.ok ? reply.errors : {}
  return (
    <div className={compact ? styles.addInline : styles.addInPlace}>
      <button
        type="button"
        className={compact ? styles.addCompact : styles.addButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Add ${talent.name} to a shortlist`}
        onClick={() => setOpen((was) => !was)}
      >
        {compact ? '+ List' : label}
      </button>
      <div id={panelId} hidden={!open} className={compact ? styles.addPanelLine : styles.addPanel}>
        {open &&
          (lists.data ? (
            <adder.Form method="post" action={chooser} className={styles.disclosure}>
              <input type="hidden" name="talentId" value={talent.USERID} />
              <input type="hidden" name="js" value="1" />
              <ShortlistChoiceFields
                lists={lists.data.shortlists}
                errors={errors}
                idPrefix={`add-${talent.USERID}-${panelId.replace(/:/g, '')}`}
                alwaysShowName={false}
              />
              <FormErrors id={`${panelId}-error`} errors={errors.form ? [errors.form] : undefined} />
              <button
                type="submit"
                className={styles.primaryButton}
                aria-disabled={adder.state !== 'idle' || undefined}
              >
                {adder.state === 'idle' ? 'Add' : 'Adding…'}
              </button>
            </adder.Form>
          ) : (
            <p className={styles.meta} role="status">
              Loading your lists…
            </p>
          ))}
      </div>
    </div>
  )
}
