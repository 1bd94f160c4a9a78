import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ProfileCounters, ProfileDetails, ProfileHeader, ProfileUnavailable } from '~/components/own-profile'
import { createUserApiClient } from '~/services/api.server'
import { requireUser } from '~/services/auth.server'
import { profilePath } from '~/services/user'

/** Spec §2: the talent's own profile. A recruiter is sent to their own profile page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  if (user.userType !== 'talent') throw redirect(profilePath(user.userType))
  const result = await (await createUserApiClient(request, context)).getMyTalentProfile()
  if (!result.success) return data({ profile: null, error: result.message }, { status: 503 })
  return { profile: result.profile, error: null }
}

export default function MyTalentProfile() {
  const { profile, error } = useLoaderData<typeof loader>()
  if (!profile) return <ProfileUnavailable message={error} />
  return (
    <article aria-labelledby="profile-title">
      <ProfileHeader
        eyebrow="Your talent profile"
        name={profile.name}
        photo={profile.photo}
        subtitle={`${profile.talentType} · ${profile.city} · ${profile.ageGroup} yrs`}
        badge={profile.isPublic ? 'Public' : 'Hidden from search'}
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
          { term: 'Gender', detail: profile.gender },
          { term: 'Project types', detail: profile.projectTypes.join(', ') || 'Not set yet' },
          { term: 'Languages', detail: profile.languages.join(', ') || 'Not set yet' },
          { term: 'Skills', detail: profile.skills.join(', ') || 'Not set yet' },
          { term: 'Rating', detail: `${profile.rating.toFixed(1)} out of 5` },
          { term: 'About', detail: profile.bio || 'Not written yet' },
        ]}
      />
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'My talent profile | Castline' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
