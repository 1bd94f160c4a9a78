import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ChangePasswordForm } from '~/components/change-password-form'
import { changeOwnPassword, isChangePasswordPost } from './change-password.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OwnNumbers, ProfileHeader, ProfileUnavailable } from '~/components/own-profile'
import { RecruiterProfileForm } from '~/components/own-profile-form'
import { loadOwnAnalytics, requireOwnKind, saveOwnProfile } from './my-profile.server'
import { PROFILE_INTENT } from '~/components/own-profile-schema'
import { CHANGE_PASSWORD_INTENT } from '~/components/change-password-schema'
import { createUserApiClient } from '~/services/api.server'
import { profilePath } from '~/services/user'
import { OwnCalls } from '~/components/calls/own-calls'
import { OwnShortlists } from '~/components/shortlists/own-shortlists'
import { OwnSavedSearches } from '~/components/saved-searches/own-saved-searches'

/** Requirements §2: the recruiter's own profile, editable, with its numbers. A talent is sent to their own page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOwnKind(request, context, 'recruiter')
  const client = await createUserApiClient(request, context)
  const [result, analytics, lists, ownCalls, saved] = await Promise.all([
    client.getMyRecruiterProfile(),
    loadOwnAnalytics(client),
    client.request((api) => api.shortlists.$get()),
    client.request((api) => api['casting-calls'].mine.$get()),
    client.request((api) => api['saved-searches'].$get()),
  ])
  const calls = ownCalls.success ? ownCalls.calls : null
  // The lists are a section of the page: without them (the call failed) the profile still shows.
  const shortlists = lists.success ? lists.shortlists : null
  const savedSearches = saved.success ? saved.savedSearches : null
  if (!result.success) {
    return data({ profile: null, analytics, shortlists, calls, savedSearches, error: result.message }, { status: 503 })
  }
  return { profile: result.profile, analytics, shortlists, calls, savedSearches, error: null }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireOwnKind(request, context, 'recruiter')
  if (isChangePasswordPost(request)) return changeOwnPassword(request, context, user)
  return saveOwnProfile(request, context, 'recruiter')
}

export default function MyRecruiterProfile() {
  const { profile, analytics, shortlists, calls, savedSearches, error } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!profile) return <ProfileUnavailable message={error} />
  const place = [profile.company, profile.city].filter(Boolean).join(' · ')
  return (
    <article aria-labelledby="profile-title">
      <ProfileHeader
        eyebrow="Your recruiter profile"
        name={profile.name}
        photo={profile.photo}
        email={profile.email}
        subtitle={place || 'Recruiter'}
      />
      <OwnNumbers userType="recruiter" analytics={analytics} fallback={profile} />
      <OwnCalls calls={calls} />
      <OwnShortlists shortlists={shortlists} />
      <OwnSavedSearches searches={savedSearches} />
      <RecruiterProfileForm
        profile={profile}
        lastResult={actionData?.intent === PROFILE_INTENT ? actionData.result : undefined}
      />
      <ChangePasswordForm
        action={profilePath('recruiter')}
        lastResult={actionData?.intent === CHANGE_PASSWORD_INTENT ? actionData.result : undefined}
      />
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'My recruiter profile | Castline' },
  { name: 'description', content: 'Edit your Castline recruiter profile and see your numbers.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
