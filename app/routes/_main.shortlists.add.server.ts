/**
 * "Add to shortlist" (issue 21): one of the recruiter's lists, or a new one made and added to in one step.
 * A plain form post goes back to the page it came from with a flash message; the enhanced form (a fetcher,
 * `js=1`) is answered with JSON, so the page stays where it is.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import { AddToShortlistSchema, fieldErrorsOf } from '~/components/shortlists/shortlist-schemas'
import { safeRedirect } from '~/services/auth.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { requireRecruiter, shortlistPath, type RecruiterClient } from './shortlists.server'

type Errors = Record<string, string>

function refused(errors: Errors, status = 400) {
  return data({ ok: false as const, errors, message: null, link: null }, { status })
}

export async function addToShortlist(request: Request, context: AppLoadContext) {
  const client = await requireRecruiter(request, context)
  const form = Object.fromEntries(await readForm(request))
  const parsed = AddToShortlistSchema.safeParse(form)
  if (!parsed.success) return refused(fieldErrorsOf(parsed.error))
  const { talentId, shortlistId, newName, redirectTo, js } = parsed.data

  const target = shortlistId && shortlistId !== 'new' ? shortlistId : await createList(client, newName ?? '')
  if (typeof target !== 'string') return target
  const added = await client.request((api) =>
    api.shortlists[':id'].entries.$post({ param: { id: target }, json: { talentId } }),
  )
  if (!added.success) {
    if (added.status === 404) {
      // The API says which: the list is not the caller's, or the talent is not (or no longer) public.
      const field = added.message === 'Talent not found' ? 'form' : 'shortlistId'
      const message =
        field === 'form' ? 'This talent’s profile is not public any more.' : 'That list is not one of yours.'
      return refused({ [field]: message }, 404)
    }
    return refused({ form: added.message }, added.status === 409 ? 409 : 503)
  }
  const { shortlist } = added
  const talent = shortlist.entries.find((entry) => entry.talent.USERID === talentId)?.talent
  const message = `Added ${talent?.name ?? 'the talent'} to ${shortlist.name}.`
  const link = { href: shortlistPath(shortlist.id), label: 'Open the list' }
  if (js) return { ok: true as const, errors: {}, message, link }
  return redirectWithToast(safeRedirect(redirectTo, link.href), { type: 'success', message, link })
}

/** A new list for "Add to shortlist"; its id, or the refusal to answer with. */
async function createList(client: RecruiterClient, name: string) {
  const created = await client.request((api) => api.shortlists.$post({ json: { name } }))
  if (created.success) return String(created.shortlist.id)
  if (created.status === 400) return refused({ newName: created.message })
  return refused({ form: created.message }, created.status === 409 ? 409 : 503)
}
