/**
 * The saved-search forms of the filter page and of /my-profile/recruiter (issue 23, ADR 027): plain POST forms
 * that call /saved-searches and go back where they came from with a flash message.
 */
import type { AppLoadContext } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import { z } from 'zod'
import type { Api } from '~/services/api.server'
import { safeRedirect } from '~/services/auth.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { requireRecruiter } from './shortlists.server'

export type SavedSearch = InferResponseType<Api['saved-searches']['$get'], 200>['savedSearches'][number]

const OWN_PAGE = '/my-profile/recruiter'
const FILTER_KEYS = ['projectType', 'talentType', 'gender', 'location', 'ageGroup'] as const

const SavedSearchFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('create'),
    name: z
      .string()
      .trim()
      .min(1, 'Name the search, e.g. “Dancers in Mumbai”.')
      .max(80, 'Keep the name to 80 characters.'),
    searchName: z.string().trim().optional(),
    redirectTo: z.string().optional(),
    projectType: z.string().trim().optional(),
    talentType: z.string().trim().optional(),
    gender: z.string().trim().optional(),
    location: z.string().trim().optional(),
    ageGroup: z.string().trim().optional(),
  }),
  z.object({
    intent: z.literal('rename'),
    id: z.string().regex(/^\d{1,10}$/),
    name: z.string().trim().min(1, 'A saved search needs a name.').max(80, 'Keep the name to 80 characters.'),
  }),
  z.object({ intent: z.enum(['pause', 'resume', 'delete']), id: z.string().regex(/^\d{1,10}$/) }),
])

/** Handles one saved-search form post; answers a redirect with a toast saying what happened. */
export async function savedSearchAction(request: Request, context: AppLoadContext) {
  const client = await requireRecruiter(request, context)
  const formData = await readForm(request)
  const parsed = SavedSearchFormSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'That form was not complete.'
    return redirectWithToast(OWN_PAGE, { type: 'error', message })
  }
  const form = parsed.data
  if (form.intent === 'create') {
    const back = safeRedirect(form.redirectTo, OWN_PAGE)
    const languages = formData.getAll('languages').filter((value): value is string => typeof value === 'string')
    const filters = {
      ...Object.fromEntries(FILTER_KEYS.map((key) => [key, form[key] || undefined])),
      ...(languages.length > 0 ? { languages } : {}),
    }
    const created = await client.request((api) =>
      api['saved-searches'].$post({
        json: { name: form.name, filters, query: form.searchName || null, isNameSearch: Boolean(form.searchName) },
      }),
    )
    if (!created.success) return redirectWithToast(back, { type: 'error', message: created.message })
    return redirectWithToast(back, {
      type: 'success',
      message: `Saved “${created.savedSearch.name}”. We will tell you when new talents match (at most once an hour).`,
      link: { href: `${OWN_PAGE}#saved-searches-title`, label: 'Manage saved searches' },
    })
  }
  const param = { id: form.id }
  const result = await client.request((api) => {
    const one = api['saved-searches'][':id']
    if (form.intent === 'delete') return one.$delete({ param })
    if (form.intent === 'rename') return one.$patch({ param, json: { name: form.name } })
    return one.$patch({ param, json: { paused: form.intent === 'pause' } })
  })
  if (!result.success) return redirectWithToast(OWN_PAGE, { type: 'error', message: result.message })
  const done = {
    delete: 'Saved search deleted.',
    rename: 'Saved search renamed.',
    pause: 'Alerts paused.',
    resume: 'Alerts resumed.',
  }
  return redirectWithToast(`${OWN_PAGE}#saved-searches-title`, { type: 'success', message: done[form.intent] })
}
