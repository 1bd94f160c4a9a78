import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { useState } from 'react'
import { toast } from 'react-toastify/unstyled'
import { z } from 'zod'
import {
  ActionError,
  ConnectLink,
  ShareLink,
  TalentDetails,
  TalentErrorBoundary,
  TalentSummaryCard,
} from '~/components/talent-profile'
import * as styles from '~/components/talent-profile.css'
import { connectToTalent, loadTalentPage, shareTalent, talentKeyOf } from './_main.recruiter.solo.$id.server'
import { readForm } from '~/services/form.server'

/** Avatars are square SVGs; previewers that take SVG get its drawn size. */
const OG_IMAGE_SIZE = '600'
const DESCRIPTION_LENGTH = 160

const intentSchema = z.object({ intent: z.enum(['connect', 'share']) })

/** Requirements §2 recruiter/solo/:id: one talent's page, open to everyone, shareable with a preview. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const key = talentKeyOf(params.id)
  const { page, viewedCookie } = await loadTalentPage(request, context, key)
  return data(page, { headers: { 'set-cookie': viewedCookie } })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const key = talentKeyOf(params.id)
  const parsed = intentSchema.safeParse(Object.fromEntries(await readForm(request)))
  if (!parsed.success) throw data({ message: 'Choose Connect or Share.' }, { status: 400 })
  return parsed.data.intent === 'connect' ? connectToTalent(request, context, key) : shareTalent(request, context, key)
}

export default function TalentPage() {
  const { talent, canonicalUrl, signedIn } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const shareFetcher = useFetcher<typeof action>()
  const [copyFailed, setCopyFailed] = useState(false)
  const connecting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'connect'
  const shared = shareFetcher.data ?? (actionData?.intent === 'share' ? actionData : null)
  const connected = actionData?.intent === 'connect' ? actionData : null

  // With JavaScript the link is handed on at once (the share sheet, or the clipboard) while the
  // form still posts to count the share; without it the posted form answers with the link to copy.
  async function handOnLink() {
    setCopyFailed(false)
    const title = `${talent.name}, ${talent.talentType} | Castline`
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url: canonicalUrl })
        return
      }
      await navigator.clipboard.writeText(canonicalUrl)
      toast('Link copied to the clipboard', { type: 'success' })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      setCopyFailed(true)
    }
  }

  return (
    <article className={styles.layout} aria-labelledby="talent-name">
      <TalentSummaryCard talent={talent}>
        <div className={styles.actions}>
          {talent.isOwner ? (
            <Link to="/my-profile/talent" className={styles.primaryAction}>
              Edit your profile
            </Link>
          ) : (
            <Form method="post" replace preventScrollReset>
              <button
                type="submit"
                name="intent"
                value="connect"
                className={styles.primaryAction}
                aria-disabled={connecting || undefined}
              >
                {connecting ? 'Connecting…' : 'Connect'}
              </button>
            </Form>
          )}
          <shareFetcher.Form method="post" preventScrollReset>
            <button
              type="submit"
              name="intent"
              value="share"
              className={styles.secondaryAction}
              onClick={() => void handOnLink()}
            >
              Share
            </button>
          </shareFetcher.Form>
        </div>
        {!signedIn && !talent.isOwner && <p className={styles.hint}>Connecting asks you to sign in first.</p>}
        {connected?.connectUrl && <ConnectLink url={connected.connectUrl} name={talent.name} />}
        {connected?.error && <ActionError message={connected.error} />}
        {shared?.error && <ActionError message={shared.error} />}
        {(copyFailed || (shared?.shareUrl && !shareFetcher.data)) && (
          <ShareLink url={shared?.shareUrl ?? canonicalUrl} />
        )}
      </TalentSummaryCard>
      <TalentDetails talent={talent} />
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: 'Talent not found | Castline' }, { name: 'robots', content: 'noindex' }]
  const { talent, canonicalUrl, imageUrl } = page
  const title = `${talent.name}, ${talent.talentType}`
  const about = talent.bio || `${talent.talentType} from ${talent.city}, open to ${talent.projectTypes.join(', ')}.`
  const description = about.length > DESCRIPTION_LENGTH ? `${about.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : about
  const imageAlt = `Portrait of ${talent.name}`
  return [
    { title: `${title} in ${talent.city} | Castline` },
    { name: 'description', content: description },
    ...(talent.isPublic ? [] : [{ name: 'robots', content: 'noindex' }]),
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:type', content: 'profile' },
    { property: 'og:site_name', content: 'Castline' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: imageUrl.endsWith('.png') ? 'image/png' : 'image/svg+xml' },
    { property: 'og:image:width', content: OG_IMAGE_SIZE },
    { property: 'og:image:height', content: OG_IMAGE_SIZE },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
}

export function ErrorBoundary() {
  return <TalentErrorBoundary />
}

/** Connect and Share answer in place: reloading the page would count one more view. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  formMethod === 'POST' && actionResult && typeof actionResult === 'object' && 'intent' in actionResult
    ? false
    : defaultShouldRevalidate
