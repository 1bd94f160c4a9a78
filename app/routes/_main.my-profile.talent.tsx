import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChangePasswordForm } from '~/components/change-password-form'
import { changeOwnPassword, isChangePasswordPost } from './change-password.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { OwnNumbers, ProfileHeader, ProfileUnavailable } from '~/components/own-profile'
import { TalentProfileForm } from '~/components/own-profile-form'
import { isCastingPost, loadOwnAnalytics, requireOwnKind, saveCasting, saveOwnProfile } from './my-profile.server'
import { loadOwnMedia } from './my-media.server'
import { CastingForm } from '~/components/casting-form'
import { CASTING_INTENT } from '~/components/casting-form-schema'
import { OwnApplications } from '~/components/calls/own-calls'
import { RequestInbox } from '~/components/requests/request-inbox'
import { MediaManager } from '~/components/media-manager/media-manager'
import { ProfileCompleteness } from '~/components/own-profile-completeness'
import { PROFILE_INTENT } from '~/components/own-profile-schema'
import * as styles from '~/components/own-profile.css'
import { CHANGE_PASSWORD_INTENT } from '~/components/change-password-schema'
import { createUserApiClient } from '~/services/api.server'
import { profilePath } from '~/services/user'

/**
 * Requirements §2: the talent's own profile, editable, with its numbers; issue 19: its photos and voice
 * demos, casting details and checklist. A recruiter is sent to their own page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOwnKind(request, context, 'talent')
  const client = await createUserApiClient(request, context)
  const [result, analytics, media, inbox, applied] = await Promise.all([
    client.getMyTalentProfile(),
    loadOwnAnalytics(client),
    loadOwnMedia(request, context),
    client.request((api) => api['connection-requests'].$get()),
    client.request((api) => api['call-applications'].$get()),
  ])
  const requests = inbox.success ? inbox.requests : null
  const applications = applied.success ? applied.applications : null
  const mediaLists = media.success ? media.media : null
  const mediaError = media.success ? null : media.message
  if (!result.success) {
    return data(
      { profile: null, analytics, error: result.message, media: mediaLists, mediaError, requests, applications },
      { status: 503 },
    )
  }
  return { profile: result.profile, analytics, error: null, media: mediaLists, mediaError, requests, applications }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireOwnKind(request, context, 'talent')
  if (isChangePasswordPost(request)) return changeOwnPassword(request, context, user)
  if (isCastingPost(request)) return saveCasting(request, context)
  return saveOwnProfile(request, context, 'talent')
}

export default function MyTalentProfile() {
  const { profile, analytics, error, media, mediaError, requests, applications } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!profile) return <ProfileUnavailable message={error} />
  return (
    <article aria-labelledby="profile-title">
      <ProfileHeader
        eyebrow="Your talent profile"
        name={profile.name}
        photo={profile.photo}
        email={profile.email}
        subtitle={`${profile.talentType} · ${profile.city} · ${profile.ageGroup} yrs`}
        badge={profile.isPublic ? 'Public' : 'Hidden from search'}
      >
        <Link className={styles.headerLink} to={`/recruiter/solo/${profile.USERID}`}>
          See your public page
        </Link>
      </ProfileHeader>
      <RequestInbox requests={requests} />
      <OwnApplications applications={applications} />
      <ProfileCompleteness percent={profile.completeness.percent} missing={profile.completeness.missing} />
      <OwnNumbers userType="talent" analytics={analytics} fallback={profile} />
      <MediaManager media={media} error={mediaError} />
      <TalentProfileForm
        profile={profile}
        lastResult={actionData?.intent === PROFILE_INTENT ? actionData.result : undefined}
      />
      <CastingForm
        action={profilePath('talent')}
        profile={profile}
        lastResult={actionData?.intent === CASTING_INTENT ? actionData.result : undefined}
      />
      <ChangePasswordForm
        action={profilePath('talent')}
        lastResult={actionData?.intent === CHANGE_PASSWORD_INTENT ? actionData.result : undefined}
      />
    </article>
  )
}

export const meta: MetaFunction = () => [
  { title: 'My talent profile | Castline' },
  { name: 'description', content: 'Edit your Castline talent profile and see who viewed, shared and contacted you.' },
  { name: 'robots', content: 'noindex' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
