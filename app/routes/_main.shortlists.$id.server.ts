/**
 * The list page's actions (issue 21): one POST form per thing a recruiter does to a list, told apart by
 * `intent`. Each goes back to the page (post/redirect/get, so it works the same without JavaScript) with a
 * toast; bad input stays on the page with the message beside its field (400).
 */
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { fieldErrorsOf, ShortlistIntentSchema, type ShortlistIntent } from '~/components/shortlists/shortlist-schemas'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import {
  loadShortlist,
  requireRecruiter,
  shortlistFailure,
  shortlistPath,
  type RecruiterClient,
} from './shortlists.server'

type Failure = { success: false; message: string; status?: number }

/** What the page shows beside a form that was refused: which form (intent, talent), what was typed, why. */
function refused(form: Record<string, FormDataEntryValue>, errors: Record<string, string>, status = 400) {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '')
  return data(
    { intent: text('intent'), talentId: text('talentId'), values: { name: text('name'), note: text('note') }, errors },
    { status },
  )
}

export async function updateShortlist(request: Request, context: AppLoadContext, id: string) {
  const client = await requireRecruiter(request, context)
  const form = Object.fromEntries(await readForm(request))
  const parsed = ShortlistIntentSchema.safeParse(form)
  if (!parsed.success) {
    const known = ShortlistIntentSchema.options.some((option) => option.shape.intent.safeParse(form.intent).success)
    return refused(form, known ? fieldErrorsOf(parsed.error) : { form: 'This form is not one the list page knows.' })
  }
  const result = await perform(client, id, parsed.data)
  if (result && !result.success) {
    if (result.status === 404) shortlistFailure(result)
    // The API's own check of a field (the same limits): beside that field.
    const field = parsed.data.intent === 'rename' ? 'name' : parsed.data.intent === 'note' ? 'note' : 'form'
    const status = result.status === 400 || result.status === 409 ? result.status : 503
    return refused(form, { [field]: result.message }, status)
  }
  return done(id, parsed.data)
}

/** The upstream call of each intent; moving reads the list's order first and swaps two neighbours. */
async function perform(
  client: RecruiterClient,
  id: string,
  intent: ShortlistIntent,
): Promise<{ success: true } | Failure | null> {
  const param = { id }
  switch (intent.intent) {
    case 'rename':
      return client.request((api) => api.shortlists[':id'].$patch({ param, json: { name: intent.name } }))
    case 'delete':
      return client.request((api) => api.shortlists[':id'].$delete({ param }))
    case 'share':
      return client.request((api) => api.shortlists[':id'].share.$post({ param }))
    case 'unshare':
      return client.request((api) => api.shortlists[':id'].share.$delete({ param }))
    case 'note':
      return client.request((api) =>
        api.shortlists[':id'].entries[':talentId'].$patch({
          param: { id, talentId: intent.talentId },
          json: { note: intent.note },
        }),
      )
    case 'remove':
      return client.request((api) =>
        api.shortlists[':id'].entries[':talentId'].$delete({ param: { id, talentId: intent.talentId } }),
      )
    case 'up':
    case 'down': {
      const order = (await loadShortlist(client, id)).entries.map((entry) => entry.talent.USERID)
      const from = order.indexOf(intent.talentId)
      const to = intent.intent === 'up' ? from - 1 : from + 1
      // Already first (or last), or no longer on the list: nothing to move.
      if (from < 0 || to < 0 || to >= order.length) return null
      ;[order[from], order[to]] = [order[to]!, order[from]!]
      return client.request((api) => api.shortlists[':id'].order.$put({ param, json: { talentIds: order } }))
    }
  }
}

function done(id: string, intent: ShortlistIntent) {
  const back = shortlistPath(id)
  switch (intent.intent) {
    case 'rename':
      return redirectWithToast(back, { type: 'success', message: `Renamed the list “${intent.name}”.` })
    case 'delete':
      return redirectWithToast('/shortlists', { type: 'success', message: 'The list is deleted.' })
    case 'share':
      return redirectWithToast(`${back}#share`, { type: 'success', message: 'The list is shared: copy its link.' })
    case 'unshare':
      return redirectWithToast(back, { type: 'success', message: 'The link no longer works.' })
    case 'note':
      return redirectWithToast(`${back}#entry-${intent.talentId}`, { type: 'success', message: 'Note saved.' })
    case 'remove':
      return redirectWithToast(back, { type: 'success', message: 'Removed from the list.' })
    case 'up':
    case 'down':
      return redirect(`${back}#entry-${intent.talentId}`)
  }
}
