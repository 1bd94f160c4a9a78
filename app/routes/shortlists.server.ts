/**
 * What the shortlist pages share on the server (issue 21, ADR 023): the recruiters-only guard, the typed
 * calls of /shortlists, and a failed call as the page's own answer (404 stays 404, anything else 503).
 */
import { data, type AppLoadContext } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import { createUserApiClient, type Api } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { redirectWithToast } from '~/services/toast.server'
import { profilePath } from '~/services/user'
import { publicOrigin } from '../../server/env.server'

export const RECRUITERS_ONLY_PAGE =
  'Shortlists are for recruiter accounts: recruiters keep lists of talents to cast. Your talent profile is here.'
export const SHORTLIST_PAGE_NOT_FOUND = 'This shortlist does not exist, or it is not one of yours.'

export type ShortlistSummary = InferResponseType<Api['shortlists']['$get'], 200>['shortlists'][number]
export type Shortlist = InferResponseType<Api['shortlists'][':id']['$get'], 200>['shortlist']

/** Guard: a signed-in recruiter; a guest goes to sign in (and back), a talent to their profile with a toast. */
export async function requireRecruiter(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context)
  if (user.userType !== 'recruiter') {
    throw await redirectWithToast(profilePath(user.userType), { type: 'info', message: RECRUITERS_ONLY_PAGE })
  }
  return createUserApiClient(request, context)
}
export type RecruiterClient = Awaited<ReturnType<typeof requireRecruiter>>

/** The route's `:id` as the API's id; anything else is the same 404 as another recruiter's list. */
export function shortlistIdOf(raw: string | undefined): string {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw data({ message: SHORTLIST_PAGE_NOT_FOUND }, { status: 404 })
  return raw
}

/** A failed call that the page cannot show: 404 as "not yours or gone", everything else a 503 with the API's words. */
export function shortlistFailure(result: { message: string; status?: number }): never {
  if (result.status === 404) throw data({ message: SHORTLIST_PAGE_NOT_FOUND }, { status: 404 })
  throw data({ message: `That did not work: ${result.message} Please try again.` }, { status: 503 })
}

export async function loadShortlists(client: RecruiterClient) {
  const result = await client.request((api) => api.shortlists.$get())
  if (!result.success) shortlistFailure(result)
  return result.shortlists
}

export async function loadShortlist(client: RecruiterClient, id: string) {
  const result = await client.request((api) => api.shortlists[':id'].$get({ param: { id } }))
  if (!result.success) shortlistFailure(result)
  return result.shortlist
}

/** The public read-only address of a shared list, at PUBLIC_URL. */
export function sharedShortlistUrl(token: string): string {
  return new URL(sharedShortlistPath(token), publicOrigin()).href
}

export const sharedShortlistPath = (token: string) => `/s/${encodeURIComponent(token)}`
export const shortlistPath = (id: number | string) => `/shortlists/${id}`
