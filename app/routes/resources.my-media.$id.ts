import { data, redirect, type ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { changeOwnMedia, MEDIA_SECTION, MediaItemFormSchema, requireTalentForMedia } from './my-media.server'

const FORM_UNREADABLE_MESSAGE = 'This change could not be read. Reload the page and try again.'

/**
 * POST from a photo's or voice demo's small forms on the talent page (intent: details, headshot, move,
 * delete). A page without JavaScript is sent back with a toast; the page's fetcher (via=fetcher) gets
 * `{ ok, message }` and says it in the section's live region.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireTalentForMedia(request, context, false)
  const form = await readForm(request)
  const id = z.string().uuid().safeParse(params.id)
  const fields = MediaItemFormSchema.safeParse(Object.fromEntries(form))
  const outcome =
    id.success && fields.success
      ? await changeOwnMedia(request, context, id.data, fields.data)
      : { ok: false, message: FORM_UNREADABLE_MESSAGE, status: 400 }
  if (form.get('via') === 'fetcher')
    return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.status })
  return redirectWithToast(MEDIA_SECTION, { type: outcome.ok ? 'success' : 'error', message: outcome.message })
}

export function loader() {
  return redirect(MEDIA_SECTION)
}
