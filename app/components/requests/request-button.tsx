import { Form } from '@remix-run/react'
import * as shortlistStyles from '~/components/shortlists/shortlists.css'
import { useOptionalUser } from '~/services/user'
import { requestFormPathOf } from './request-path'

/**
 * "Request" on a talent's card, for recruiters only (ADR 024): a GET form to the request form (which shows the
 * open request instead when there is one). A form, not a link: the card's one link stays its name's.
 */
export function RequestButton({ talent }: { talent: { USERID: string; name: string } }) {
  const user = useOptionalUser()
  if (user?.userType !== 'recruiter') return null
  return (
    <Form method="get" action={requestFormPathOf(talent.USERID)} className={shortlistStyles.addInPlace}>
      <button type="submit" className={shortlistStyles.addButton} aria-label={`Send ${talent.name} a request`}>
        Request
      </button>
    </Form>
  )
}
