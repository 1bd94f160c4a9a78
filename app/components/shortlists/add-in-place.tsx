import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'
import { FormErrors } from '~/components/form-errors'
import { notify } from '~/components/toaster'
import type { action, loader } from '~/routes/_main.shortlists.add'
import { addToShortlistPath } from './add-to-shortlist'
import { ShortlistChoiceFields } from './shortlist-choice-fields'
import * as styles from './shortlists.css'

/** "Add to shortlist" with JavaScript: a small form in place that loads the lists when opened and adds without leaving the page. */
export default function AddInPlace({
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
