/**
 * The connection request pages' calls of the API (issue 21, ADR 024): the form (/recruiter/solo/:id/request),
 * the lists (/requests, the talent's inbox on /my-profile/talent) and one request (/requests/:id).
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import { z } from 'zod'
import { RequestFormSchema, toNewRequest } from '~/components/requests/request-form-schema'
import { createUserApiClient, type Api } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { talentKeyOf } from './_main.recruiter.solo.$id.server'

/** One request as the API answers it to either party. */
export type ConnectionRequest = InferResponseType<Api['connection-requests'][':id']['$get'], 200>['request']

export const REQUEST_NOT_FOUND_PAGE = 'No request of yours has this link.'
export const RECRUITERS_ONLY_PAGE =
  'Only recruiter accounts send connection requests. Talents receive them in their profile.'
const UNAVAILABLE = 'Requests cannot be loaded just now. Please try again in a moment.'

const idSchema = z.string().uuid()
const paramOf = (key: string) => ({ param: { key: encodeURIComponent(key) } })

function unavailable(message = UNAVAILABLE): never {
  throw data({ message }, { status: 503 })
}

/** The request form's page: a recruiter's, for a talent with no pending or accepted request from them. */
export async function loadRequestForm(request: Request, context: AppLoadContext, id: string | undefined) {
  const key = talentKeyOf(id)
  const user = await requireUser(request, context)
  if (user.userType !== 'recruiter') throw data({ message: RECRUITERS_ONLY_PAGE }, { status: 403 })
  const client = await createUserApiClient(request, context)
  const state = await client.request((api) => api['get-app-talent-connect-link'][':key'].$get(paramOf(key)))
  if (!state.success) {
    if (state.status === 404) throw data({ message: 'No talent has this link.' }, { status: 404 })
    unavailable(state.message)
  }
  // One open request at a time: show it instead of a second form.
  if (state.state === 'pending' || state.state === 'accepted') throw redirect(state.connectUrl)
  return { talent: state.talent, previous: state.state }
}

/** "Invalid input. endDate: must be …; message: …" → each message beside its field, or null if one is not a field. */
function fieldErrorsOf(message: string): Record<string, string[]> | null {
  const fields = ['project', 'role', 'startDate', 'endDate', 'place', 'rate', 'message']
  const errors: Record<string, string[]> = {}
  for (const issue of message.replace(/^Invalid input\.\s*/, '').split('; ')) {
    const match = /^(\w+)(?:\.\w+)?: (.+)$/.exec(issue)
    if (!match?.[1] || !match[2] || !fields.includes(match[1])) return null
    errors[match[1]] = [...(errors[match[1]] ?? []), `This ${match[2]}`]
  }
  return errors
}

/** Sends the form; errors come back beside the fields (400) with every value kept; success opens the request. */
export async function sendRequestForm(request: Request, context: AppLoadContext, id: string | undefined) {
  const { talent } = await loadRequestForm(request, context, id)
  const submission = parseWithZod(await readForm(request), { schema: RequestFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const client = await createUserApiClient(request, context)
  const json = toNewRequest(talent.USERID, submission.value)
  const sent = await client.request((api) => api['connection-requests'].$post({ json }))
  if (sent.success) {
    return redirectWithToast(`/requests/${sent.request.id}`, {
      type: 'success',
      message: `Request sent to ${talent.name}. You will be told when they answer.`,
    })
  }
  const fieldErrors = sent.status === 400 ? fieldErrorsOf(sent.message) : null
  const reply = fieldErrors
    ? submission.reply({ fieldErrors })
    : submission.reply({ formErrors: [sent.status ? sent.message : UNAVAILABLE] })
  return data({ result: reply }, { status: sent.status === 429 || sent.status === 409 ? sent.status : 400 })
}

/** The caller's requests: sent (a recruiter) or received (a talent, pending first). */
export async function loadRequests(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context)
  const client = await createUserApiClient(request, context)
  const result = await client.request((api) => api['connection-requests'].$get())
  return {
    userType: user.userType,
    requests: result.success ? result.requests : null,
    error: result.success ? null : UNAVAILABLE,
  }
}

/** One request, to either party; anyone else (and a malformed id) gets the same 404. */
export async function loadRequest(request: Request, context: AppLoadContext, id: string | undefined) {
  await requireUser(request, context)
  const parsed = idSchema.safeParse(id)
  if (!parsed.success) throw data({ message: REQUEST_NOT_FOUND_PAGE }, { status: 404 })
  const client = await createUserApiClient(request, context)
  const result = await client.request((api) => api['connection-requests'][':id'].$get({ param: { id: parsed.data } }))
  if (!result.success) {
    if (result.status === 404 || result.status === 400) throw data({ message: REQUEST_NOT_FOUND_PAGE }, { status: 404 })
    unavailable()
  }
  return result.request
}

const ActionSchema = z.object({
  intent: z.enum(['accept', 'decline', 'block', 'withdraw']),
  id: z.string().uuid(),
})

const DONE: Record<z.infer<typeof ActionSchema>['intent'], string> = {
  accept: 'Accepted. You can now see each other’s email.',
  decline: 'Declined. The recruiter has been told.',
  block: 'Blocked. This recruiter cannot send you requests any more.',
  withdraw: 'Request withdrawn.',
}

/** Accept, Decline, Block (the talent) or Withdraw (the recruiter), then back to `back` with a toast. */
export async function actOnRequest(request: Request, context: AppLoadContext, back: (id: string) => string) {
  await requireUser(request, context)
  const parsed = ActionSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) throw data({ message: 'Choose Accept, Decline, Block or Withdraw.' }, { status: 400 })
  const { intent, id } = parsed.data
  const client = await createUserApiClient(request, context)
  const param = { param: { id } }
  const result = await client.request((api) => {
    const one = api['connection-requests'][':id']
    if (intent === 'accept') return one.accept.$post(param)
    if (intent === 'decline') return one.decline.$post(param)
    if (intent === 'block') return one.block.$post(param)
    return one.withdraw.$post(param)
  })
  if (!result.success && result.status === 404) throw data({ message: REQUEST_NOT_FOUND_PAGE }, { status: 404 })
  const toast = result.success
    ? { type: 'success' as const, message: DONE[intent] }
    : { type: 'error' as const, message: result.status ? result.message : UNAVAILABLE }
  return redirectWithToast(back(id), toast)
}
