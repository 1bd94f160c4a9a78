import { parseWithZod } from '@conform-to/zod'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import type { z } from 'zod'
import { createUserApiClient, type Api, type ApiResponse } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { redirectWithToast } from '~/services/toast.server'
import { profilePath } from '~/services/user'
import { PROFILE_INTENT, RecruiterProfileFormSchema, TalentProfileFormSchema } from '~/components/own-profile-schema'
import { readForm } from '~/services/form.server'
import {
  CASTING_INTENT,
  CASTING_SAVED_MESSAGE,
  CASTING_SECTION_ID,
  castingFieldErrors,
  CastingFormSchema,
  toCastingPatch,
} from '~/components/casting-form-schema'

export const PROFILE_SAVED_MESSAGE = 'Your profile is saved.'

/** GET /get-analytics-home-page: the caller's counters and a 30-day series, oldest day first. */
export type OwnAnalytics = InferResponseType<Api['get-analytics-home-page']['$get'], 200>['analytics']

type Kind = 'talent' | 'recruiter'

/** Guard: signed in, and the page of one's own kind (a talent on the recruiter page goes to theirs). */
export async function requireOwnKind(request: Request, context: AppLoadContext, kind: Kind) {
  const user = await requireUser(request, context)
  if (user.userType !== kind) throw redirect(profilePath(user.userType))
  return user
}

type UserApiClient = Awaited<ReturnType<typeof createUserApiClient>>

/** The caller's analytics, or null when they cannot be had: the profile page still shows without them. */
export async function loadOwnAnalytics(client: UserApiClient): Promise<OwnAnalytics | null> {
  const result = await client.request((api) => api['get-analytics-home-page'].$get())
  return result.success ? result.analytics : null
}

/** "Invalid input. bio: must be at most 1000 characters" → that message beside the bio field. */
function fieldErrorsOf(message: string, fields: readonly string[]): Record<string, string[]> | null {
  const issues = message.replace(/^Invalid input\.\s*/, '').split('; ')
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const match = /^(\w+)(?:\.\d+)?: (.+)$/.exec(issue)
    if (!match?.[1] || !match[2] || !fields.includes(match[1])) return null
    errors[match[1]] = [...(errors[match[1]] ?? []), `This ${match[2]}`]
  }
  return errors
}

/**
 * Validates the posted form with the page's schema and saves it through the API's PATCH. Errors come
 * back beside the fields with status 400 and everything typed kept; success goes back with a toast.
 */
export function saveOwnProfile(request: Request, context: AppLoadContext, kind: Kind) {
  return kind === 'talent'
    ? saveWith(request, context, kind, TalentProfileFormSchema, (api, json) =>
        api['get-my-talent-profile'].$patch({ json }),
      )
    : saveWith(request, context, kind, RecruiterProfileFormSchema, (api, json) =>
        api['get-my-recruiter-profile'].$patch({ json }),
      )
}

async function saveWith<Form extends z.AnyZodObject, R extends ApiResponse>(
  request: Request,
  context: AppLoadContext,
  kind: Kind,
  form: Form,
  patch: (api: Api, json: z.output<Form>) => Promise<R>,
) {
  const submission = parseWithZod(await readForm(request), { schema: form })
  if (submission.status !== 'success')
    return data({ intent: PROFILE_INTENT, result: submission.reply() }, { status: 400 })

  const client = await createUserApiClient(request, context)
  const saved = await client.request((api) => patch(api, submission.value))
  if (saved.success) return redirectWithToast(profilePath(kind), { type: 'success', message: PROFILE_SAVED_MESSAGE })
  if (saved.status === 400) {
    const fieldErrors = fieldErrorsOf(saved.message, Object.keys(form.shape))
    return data(
      {
        intent: PROFILE_INTENT,
        result: submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [saved.message] }),
      },
      { status: 400 },
    )
  }
  return data(
    {
      intent: PROFILE_INTENT,
      result: submission.reply({ formErrors: [`Your changes were not saved: ${saved.message} Please try again.`] }),
    },
    { status: 503 },
  )
}

/** Whether this post is the casting-details form's (its action URL carries the intent, as the password form's does). */
export function isCastingPost(request: Request): boolean {
  return new URL(request.url).searchParams.get('intent') === CASTING_INTENT
}

/**
 * The talent page's casting details (issue 19): checked with the form's schema, saved through the same
 * PATCH as the profile. A row button (add or remove a credit, a handle, a showreel) without JavaScript is
 * answered with the form one row longer or shorter; the API's 400 lands beside the field it names.
 */
export async function saveCasting(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await readForm(request), { schema: CastingFormSchema })
  if (submission.status !== 'success') {
    // No status: a row was added or removed, nothing was sent to be saved.
    const status = submission.status === 'error' ? 400 : 200
    return data({ intent: CASTING_INTENT, result: submission.reply() }, { status })
  }
  const { patch, places } = toCastingPatch(submission.value)
  const client = await createUserApiClient(request, context)
  const saved = await client.request((api) => api['get-my-talent-profile'].$patch({ json: patch }))
  if (saved.success) {
    return redirectWithToast(`${profilePath('talent')}#${CASTING_SECTION_ID}`, {
      type: 'success',
      message: CASTING_SAVED_MESSAGE,
    })
  }
  if (saved.status === 400) {
    const fieldErrors = castingFieldErrors(saved.message, places)
    return data(
      {
        intent: CASTING_INTENT,
        result: submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [saved.message] }),
      },
      { status: 400 },
    )
  }
  return data(
    {
      intent: CASTING_INTENT,
      result: submission.reply({
        formErrors: [`Your casting details were not saved: ${saved.message} Please try again.`],
      }),
    },
    { status: 503 },
  )
}
