import { Form, useLocation } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useOptionalUser } from '~/services/user'
import * as styles from './shortlists.css'

/** The form in place, with its fetchers and fields: loaded for recruiters only, so no guest's page pays for it. */
const AddInPlace = lazy(() => import('./add-in-place'))

/** The chooser page and its form's address: the talent, and the page to go back to afterwards. */
export function addToShortlistPath(talentId: string, back?: string) {
  const query = new URLSearchParams({ talentId })
  if (back) query.set('redirectTo', back)
  return `/shortlists/add?${query}`
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
  // A GET form, not a link: the card's one link stays its name's. It also stands in while the form in place loads.
  const chooserButton = (
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
  if (!hydrated) return chooserButton
  return (
    <Suspense fallback={chooserButton}>
      <AddInPlace talent={talent} compact={compact} label={label} />
    </Suspense>
  )
}
