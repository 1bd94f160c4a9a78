import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OwnNumbers, ProfileHeader, ProfileUnavailable } from '~/components/own-profile'
import { RecruiterProfileForm } from '~/components/own-profile-form'
import { loadOwnAnalytics, requireOwnKind, saveOwnProfile } from '~/components/own-profile.server'
import { createUserApiClient } from '~/services/api.server'

/** Spec §2: the recruiter's own profile, editable, with its numbers. A talent is sent to their own page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOwnKind(request, context, 'recruiter')
  const client = await createUserApiClient(request, context)
  const [result, analytics] = await Promise.all([client.getMyRecruiterProfile(), loadOwnAnalytics(client)])
  if (!result.success) return data({ profile: null, analytics, error: result.message }, { status: 503 })
  return { profile: result.profile, analytics, error: null }
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireOwnKind(request, context, 'recruiter')
  return saveOwnProfile(request, context, 'recruiter')
}

export default function MyRecruiterProfile() {
  const { profile, analytics, error } = useLoaderData<typeof loader>()
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
      <OwnNumbers analytics={analytics} fallback={profile} />
      <RecruiterProfileForm profile={profile} lastResult={actionData?.result} />
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
