import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ProfileCounters, ProfileDetails, ProfileHeader, ProfileUnavailable } from '~/components/own-profile'
import { createUserApiClient } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { profilePath } from '~/services/user'

/** Spec §2: the recruiter's own profile. A talent is sent to their own profile page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  if (user.userType !== 'recruiter') throw redirect(profilePath(user.userType))
  const result = await (await createUserApiClient(request, context)).getMyRecruiterProfile()
  if (!result.success) return data({ profile: null, error: result.message }, { status: 503 })
  return { profile: result.profile, error: null }
}

export default function MyRecruiterProfile() {
  const { profile, error } = useLoaderData<typeof loader>()
  if (!profile) return <ProfileUnavailable message={error} />
  const place = [profile.company, profile.city].filter(Boolean).join(' · ')
  return (
    <article aria-labelledby="profile-title">
      <ProfileHeader
        eyebrow="Your recruiter profile"
        name={profile.name}
        photo={profile.photo}
        subtitle={place || 'Recruiter'}
      />
      <ProfileCounters
        counters={[
          { label: 'Profile views', value: profile.total_views },
          { label: 'Shares', value: profile.total_share },
          { label: 'Connections', value: profile.total_connected },
        ]}
      />
      <ProfileDetails
        items={[
          { term: 'Email', detail: profile.email },
          { term: 'Company', detail: profile.company || 'Not set yet' },
          { term: 'Brand', detail: profile.brand || 'Not set yet' },
          { term: 'City', detail: profile.city ?? 'Not set yet' },
          { term: 'About', detail: profile.bio || 'Not written yet' },
        ]}
      />
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'My recruiter profile | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
