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
