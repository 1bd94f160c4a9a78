/**
 * The casting call pages' calls of the API (issue 23, ADR 026): posting and editing a call, the call's page
 * (apply, withdraw, close), a recruiter's calls and a call's applicants (shortlist, decline), a talent's
 * applications. Another user's call or application is the same 404 as an unknown one.
 */
import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import { z } from 'zod'
import { applicationFormSchema, CallFormSchema, toCallBody } from '~/components/calls/call-form-schema'
import { APPLICATIONS_PAGE_PATH, applicantsPagePath, callPagePath } from '~/components/calls/call-paths'
import { createUserApiClient, getApiClient, type Api, type ApiCaller } from '~/services/api.server'
import { getOptionalUser, requireUser } from '~/services/auth.server'
import { readForm } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import { profilePath } from '~/services/user'
import { publicOrigin } from '../../server/env.server'

export type CastingCall = InferResponseType<Api['casting-calls'][':id']['$get'], 200>['call']
export type CallApplication = InferResponseType<Api['call-applications'][':id']['$get'], 200>['application']

export const CALL_PAGE_NOT_FOUND = 'This casting call does not exist, or it is not one of yours.'
export const RECRUITERS_ONLY_PAGE =
  'Casting calls are posted by recruiter accounts. Find open calls on the talent home.'
export const TALENTS_ONLY_PAGE =
  'Applications are for talent accounts. Your casting calls are under “My casting calls”.'
const UNAVAILABLE = 'Casting calls cannot be loaded just now. Please try again in a moment.'

function notFound(): never {
  throw data({ message: CALL_PAGE_NOT_FOUND }, { status: 404 })
}

function unavailable(message = UNAVAILABLE): never {
  throw data({ message }, { status: 503 })
}

/** A failed call the page cannot show: 404 (and a malformed id's 400) as "not found", the rest 503. */
function failed(result: { message: string; status?: number }): never {
  if (result.status === 404 || result.status === 400) notFound()
  unavailable(result.status ? result.message : UNAVAILABLE)
}

/** The route's `:id` as the API's id; anything else is the same 404. */
export function callIdOf(raw: string | undefined): string {
  if (!raw || !/^\d{1,10}$/.test(raw)) notFound()
  return raw
}

/** Guard: a signed-in user of one type; a guest signs in first, the other type goes to their profile with a toast. */
async function requireUserType(request: Request, context: AppLoadContext, userType: 'talent' | 'recruiter') {
  const user = await requireUser(request, context)
  if (user.userType !== userType) {
    const message = userType === 'recruiter' ? RECRUITERS_ONLY_PAGE : TALENTS_ONLY_PAGE
    throw await redirectWithToast(profilePath(user.userType), { type: 'info', message })
  }
  return createUserApiClient(request, context)
}
export const requireRecruiterClient = (request: Request, context: AppLoadContext) =>
  requireUserType(request, context, 'recruiter')
export const requireTalentClient = (request: Request, context: AppLoadContext) =>
  requireUserType(request, context, 'talent')

/** "Invalid input. rate.max: must …; city: …" → each message beside the form's field, or null if one is not a field. */
function fieldErrorsOf(message: string): Record<string, string[]> | null {
  const formField: Record<string, string> = {
    'rate.min': 'rateMin',
    'rate.max': 'rateMax',
    'rate.unit': 'rateUnit',
    rate: 'rateMin',
    paid: 'pay',
  }
  const errors: Record<string, string[]> = {}
  for (const issue of message.replace(/^Invalid input\.\s*/, '').split('; ')) {
    const match = /^([\w.]+): (.+)$/.exec(issue)
    if (!match?.[1] || !match[2]) return null
    const path = match[1].replace(/\.\d+$/, '')
    const field = formField[path] ?? path
    if (!(field in CallFormSchema.innerType().shape)) return null
    errors[field] = [...(errors[field] ?? []), `This ${match[2]}`]
  }
  return errors
}

/** Posts the form (a new call, or an edit of `id`); errors come back beside the fields, success opens the call. */
export async function submitCallForm(request: Request, context: AppLoadContext, id?: string) {
  const client = await requireRecruiterClient(request, context)
  const submission = parseWithZod(await readForm(request), { schema: CallFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const json = toCallBody(submission.value)
  const saved = id
    ? await client.request((api) => api['casting-calls'][':id'].$patch({ param: { id }, json }))
    : await client.request((api) => api['casting-calls'].$post({ json }))
  if (saved.success) {
    return redirectWithToast(callPagePath(saved.call.id), {
      type: 'success',
      message: id ? 'Your casting call is updated.' : 'Your casting call is live. Talents can apply now.',
    })
  }
  if (saved.status === 404) notFound()
  const fieldErrors = saved.status === 400 ? fieldErrorsOf(saved.message) : null
  const reply = fieldErrors
    ? submission.reply({ fieldErrors })
    : submission.reply({ formErrors: [saved.status ? saved.message : UNAVAILABLE] })
  return data({ result: reply }, { status: saved.status === 409 ? 409 : 400 })
}

/** The edit page: the owner's call (anyone else's is 404). */
export async function loadOwnCall(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = callIdOf(rawId)
  const client = await requireRecruiterClient(request, context)
  const result = await client.request((api) => api['casting-calls'][':id'].$get({ param: { id } }))
  if (!result.success) failed(result)
  if (!result.call.isOwner) notFound()
  return { client, call: result.call }
}

/** The call's page, for anyone: the call, who is looking, and absolute links for previews. */
export async function loadCallPage(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = callIdOf(rawId)
  const caller = await getApiClient(request, context)
  const result = await caller.request((api) => api['casting-calls'][':id'].$get({ param: { id } }))
  if (!result.success) failed(result)
  const origin = publicOrigin()
  const { call } = result
  return {
    call,
    viewer: caller.user ? caller.user.userType : null,
    pageUrl: `${origin}${callPagePath(call.id)}`,
    logoUrl: new URL(call.brand.logo, origin).href,
  }
}

const CallActionSchema = z.object({ intent: z.enum(['apply', 'withdraw', 'close']) })

/** Apply (a talent, with the form's note and link), withdraw (a talent), close (the owner). */
export async function actOnCall(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = callIdOf(rawId)
  const user = await getOptionalUser(request, context)
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: callPagePath(id) })}`)
  const form = await readForm(request)
  const intent = CallActionSchema.safeParse({ intent: form.get('intent') })
  if (!intent.success) throw data({ message: 'Choose Apply, Withdraw or Close.' }, { status: 400 })
  const client = await createUserApiClient(request, context)
  const back = callPagePath(id)

  if (intent.data.intent === 'apply') {
    const current = await client.request((api) => api['casting-calls'][':id'].$get({ param: { id } }))
    if (!current.success) failed(current)
    const submission = parseWithZod(form, { schema: applicationFormSchema(current.call.selfTapeRequired) })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const applied = await client.request((api) =>
      api['casting-calls'][':id'].applications.$post({ param: { id }, json: submission.value }),
    )
    if (applied.success) {
      return redirectWithToast(back, { type: 'success', message: 'Application sent. You will be told when it moves.' })
    }
    const reply = submission.reply({ formErrors: [applied.status ? applied.message : UNAVAILABLE] })
    return data({ result: reply }, { status: applied.status === 409 || applied.status === 403 ? applied.status : 400 })
  }

  if (intent.data.intent === 'close') {
    const closed = await client.request((api) => api['casting-calls'][':id'].close.$post({ param: { id } }))
    if (!closed.success && closed.status === 404) notFound()
    return redirectWithToast(
      back,
      closed.success
        ? { type: 'success', message: 'Closed. The call takes no more applications.' }
        : { type: 'error', message: closed.message },
    )
  }

  const applicationId = z.coerce.number().int().positive().safeParse(form.get('applicationId'))
  if (!applicationId.success) throw data({ message: 'No application was named.' }, { status: 400 })
  return withdraw(client, String(applicationId.data), back)
}

type UserClient = Awaited<ReturnType<typeof createUserApiClient>>

async function withdraw(client: UserClient, applicationId: string, back: string) {
  const result = await client.request((api) =>
    api['call-applications'][':id'].withdraw.$post({ param: { id: applicationId } }),
  )
  if (!result.success && result.status === 404) notFound()
  return redirectWithToast(
    back,
    result.success
      ? { type: 'success', message: 'Application withdrawn.' }
      : { type: 'error', message: result.message },
  )
}

/** A recruiter's own calls, newest first, with applicant counts. */
export async function loadMyCalls(request: Request, context: AppLoadContext) {
  const client = await requireRecruiterClient(request, context)
  const result = await client.request((api) => api['casting-calls'].mine.$get())
  return { calls: result.success ? result.calls : null, error: result.success ? null : UNAVAILABLE }
}

const ApplicantsQuerySchema = z.object({
  match: z.enum(['all', 'matching']).catch('all'),
  status: z.enum(['submitted', 'shortlisted', 'declined', 'withdrawn']).optional().catch(undefined),
})

/** A call's applicants for its owner, filtered as the URL asks, and the owner's shortlists to pick from. */
export async function loadApplicants(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const { client, call } = await loadOwnCall(request, context, rawId)
  const url = new URL(request.url)
  const query = ApplicantsQuerySchema.parse({
    match: url.searchParams.get('match') ?? undefined,
    status: url.searchParams.get('status') || undefined,
  })
  const param = { id: String(call.id) }
  const [applicants, lists] = await Promise.all([
    client.request((api) =>
      api['casting-calls'][':id'].applications.$get({
        param,
        query: { match: query.match, ...(query.status ? { status: query.status } : {}) },
      }),
    ),
    client.request((api) => api.shortlists.$get()),
  ])
  if (!applicants.success) failed(applicants)
  return {
    call,
    query,
    applications: applicants.applications,
    lists: lists.success ? lists.shortlists.map(({ id, name, talentCount }) => ({ id, name, talentCount })) : [],
  }
}

const ReviewSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('shortlist'),
    applicationId: z.coerce.number().int().positive(),
    shortlistId: z.string(),
    newName: z.string().trim().optional(),
  }),
  z.object({ intent: z.literal('decline'), applicationId: z.coerce.number().int().positive() }),
])

/** Shortlist (into a chosen or new list) or decline an applicant, then back to the list with a toast. */
export async function reviewApplicant(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const id = callIdOf(rawId)
  const client = await requireRecruiterClient(request, context)
  const form = Object.fromEntries(await readForm(request))
  const parsed = ReviewSchema.safeParse(form)
  if (!parsed.success) throw data({ message: 'Choose Shortlist or Decline for an applicant.' }, { status: 400 })
  const back = `${applicantsPagePath(id)}${new URL(request.url).search}`
  const param = { id: String(parsed.data.applicationId) }
  if (parsed.data.intent === 'decline') {
    const declined = await client.request((api) => api['call-applications'][':id'].decline.$post({ param }))
    if (!declined.success && declined.status === 404) notFound()
    return redirectWithToast(
      back,
      declined.success
        ? { type: 'success', message: `Declined. ${declined.application.talent.name} has been told.` }
        : { type: 'error', message: declined.message },
    )
  }
  const { shortlistId, newName } = parsed.data
  let listId = shortlistId
  if (shortlistId === 'new' || !/^\d+$/.test(shortlistId)) {
    const created = await client.request((api) => api.shortlists.$post({ json: { name: newName ?? '' } }))
    if (!created.success) {
      return redirectWithToast(back, { type: 'error', message: `The list could not be made: ${created.message}` })
    }
    listId = String(created.shortlist.id)
  }
  const shortlisted = await client.request((api) =>
    api['call-applications'][':id'].shortlist.$post({ param, json: { shortlistId: Number(listId) } }),
  )
  return redirectWithToast(
    back,
    shortlisted.success
      ? {
          type: 'success',
          message: `Shortlisted ${shortlisted.application.talent.name}. They have been told.`,
          link: { href: `/shortlists/${listId}`, label: 'Open the list' },
        }
      : { type: 'error', message: shortlisted.message },
  )
}

/** A talent's applications, newest first. */
export async function loadApplications(request: Request, context: AppLoadContext) {
  const client = await requireTalentClient(request, context)
  const result = await client.request((api) => api['call-applications'].$get())
  return { applications: result.success ? result.applications : null, error: result.success ? null : UNAVAILABLE }
}

/** Withdraw from the applications page. */
export async function withdrawFromList(request: Request, context: AppLoadContext) {
  const client = await requireTalentClient(request, context)
  const applicationId = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((await readForm(request)).get('applicationId'))
  if (!applicationId.success) throw data({ message: 'No application was named.' }, { status: 400 })
  return withdraw(client, String(applicationId.data), APPLICATIONS_PAGE_PATH)
}

/** Open calls for the talent home: a signed-in talent's fitting ones first (callsMatchingTalent). */
export async function openCallsFor(caller: ApiCaller, limit: number) {
  const result = await caller.request((api) => api['casting-calls'].$get({ query: { limit } }))
  return result.success ? result.calls : []
}
