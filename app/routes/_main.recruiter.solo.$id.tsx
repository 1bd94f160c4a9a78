import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Link,
  useRouteError,
  useActionData,
  useFetcher,
  useLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { notify } from '~/components/toaster'
import * as page from '~/components/page.css'
import {
  CastingFacts,
  castingFacts,
  Credits,
  SocialHandles,
  type Casting,
} from '~/components/portfolio/casting-details'
import { availabilityLabel } from '~/components/portfolio/format'
import { Gallery, type GalleryPhoto } from '~/components/portfolio/gallery'
import { Photo } from '~/components/portfolio/photo'
import { Showreels, type Showreel } from '~/components/portfolio/showreel'
import { VoiceDemos, type VoiceDemo } from '~/components/portfolio/voice-player'
import * as styles from './_main.recruiter.solo.$id.css'
import { loadTalentPage, shareTalent, talentKeyOf } from './_main.recruiter.solo.$id.server'
import { requestFormPathOf } from '~/components/requests/request-parts'
import { readForm } from '~/services/form.server'
import { useOptionalUser } from '~/services/user'

const DESCRIPTION_LENGTH = 160
/** The headshot is drawn this wide: a phone at 1x takes the 320-px file, a desktop at 2x the 640. */
const HEADSHOT_SIZES = '(max-width: 899px) 280px, 292px'

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
  // Connect is a link to the request form now (ADR 024); a page rendered before still posts it.
  if (parsed.data.intent === 'connect') throw redirect(requestFormPathOf(key))
  return shareTalent(request, context, key)
}

export default function TalentPage() {
  const { talent, canonicalUrl, signedIn, today } = useLoaderData<typeof loader>()
  // Requests are sent by recruiters (and guests, who sign in first); a talent has no Connect.
  const canRequest = useOptionalUser()?.userType !== 'talent'
  const actionData = useActionData<typeof action>()
  const shareFetcher = useFetcher<typeof action>()
  const [copyFailed, setCopyFailed] = useState(false)
  const shared = shareFetcher.data ?? (actionData?.intent === 'share' ? actionData : null)

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
      notify('Link copied to the clipboard', { type: 'success' })
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
            canRequest && (
              <Link to={requestFormPathOf(talent.USERID)} className={styles.primaryAction}>
                Connect
              </Link>
            )
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
        {!signedIn && !talent.isOwner && (
          <p className={styles.hint}>Connecting sends a request; it asks you to sign in with a recruiter account.</p>
        )}
        {shared?.error && <ActionError message={shared.error} />}
        {(copyFailed || (shared?.shareUrl && !shareFetcher.data)) && (
          <ShareLink url={shared?.shareUrl ?? canonicalUrl} />
        )}
      </TalentSummaryCard>
      <TalentDetails talent={talent} today={today} />
    </article>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  if (!page) return [{ title: 'Talent not found | Castline' }, { name: 'robots', content: 'noindex' }]
  const { talent, canonicalUrl, imageUrl, image } = page
  const title = `${talent.name}, ${talent.talentType}`
  const about = talent.bio || `${talent.talentType} from ${talent.city}, open to ${talent.projectTypes.join(', ')}.`
  const description = about.length > DESCRIPTION_LENGTH ? `${about.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : about
  const imageAlt = talent.media.photos.find((photo) => photo.isHeadshot)?.alt || `Portrait of ${talent.name}`
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
    { property: 'og:image:type', content: image.type },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
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

/** Share answers in place: reloading the page would count one more view. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  formMethod === 'POST' && actionResult && typeof actionResult === 'object' && 'intent' in actionResult
    ? false
    : defaultShouldRevalidate

// The page's parts: only this route shows them.

interface TalentPageData {
  USERID: string
  name: string
  talentType: string
  city: string
  ageGroup: string
  photo: string
  photoPlaceholder: string | null
  photoSrcset: string | null
  rating: number
  languages: string[]
  skills: string[]
  bio: string
  projectTypes: string[]
  isPublic: boolean
  media: {
    photos: Array<GalleryPhoto & { isHeadshot: boolean }>
    voiceDemos: VoiceDemo[]
    showreels: Showreel[]
  }
  casting: Casting
}

/** The photo card of a talent's page: who they are at a glance, and what a visitor can do. */
function TalentSummaryCard({ talent, children }: { talent: TalentPageData; children: ReactNode }) {
  const headshot = talent.media.photos.find((photo) => photo.isHeadshot)
  return (
    <section className={styles.card} aria-labelledby="talent-name">
      <Photo
        className={headshot ? styles.headshot : styles.photo}
        src={talent.photo}
        srcSet={talent.photoSrcset}
        sizes={HEADSHOT_SIZES}
        placeholder={talent.photoPlaceholder}
        alt={headshot?.alt || `Portrait of ${talent.name}`}
        width={headshot?.width || 280}
        height={headshot?.height || 280}
        priority
      />
      <div className={styles.heading}>
        <p className={page.eyebrow}>{talent.talentType}</p>
        <h1 id="talent-name" className={styles.name}>
          {talent.name}
        </h1>
        <p className={styles.summary}>
          {talent.city} · {talent.ageGroup} yrs
        </p>
        <p className={styles.rating}>
          <span aria-hidden="true">★ </span>
          {talent.rating.toFixed(1)} <span className={styles.hint}>out of 5</span>
        </p>
        {!talent.isPublic && <p className={styles.badge}>Hidden from search: only you can see this page</p>}
      </div>
      {children}
    </section>
  )
}

function Chips({ items, label, empty }: { items: string[]; label: string; empty: string }) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * Everything else about the talent: bio, portfolio (photos, showreels, voice demos), facts, casting
 * details, credits, skills, the kinds of work they take and social media. The portfolio's sections and
 * the casting ones show only when the talent has filled them in.
 */
function TalentDetails({ talent, today }: { talent: TalentPageData; today: string }) {
  const firstName = talent.name.split(' ')[0] ?? talent.name
  const { media, casting } = talent
  const gallery = media.photos.filter((photo) => !photo.isHeadshot)
  const facts = castingFacts(casting)
  return (
    <div className={styles.content}>
      <Section id="about" title={`About ${firstName}`}>
        {talent.bio ? (
          <p className={styles.bio}>{talent.bio}</p>
        ) : (
          <p className={styles.empty}>{firstName} has not written a bio yet.</p>
        )}
      </Section>
      {gallery.length > 0 && (
        <Section id="photos" title="Photos">
          <Gallery photos={gallery} name={talent.name} />
        </Section>
      )}
      {media.showreels.length > 0 && (
        <Section id="showreels" title={media.showreels.length > 1 ? 'Showreels' : 'Showreel'}>
          <Showreels reels={media.showreels} />
        </Section>
      )}
      {media.voiceDemos.length > 0 && (
        <Section id="voice" title={media.voiceDemos.length > 1 ? 'Voice demos' : 'Voice demo'}>
          <VoiceDemos demos={media.voiceDemos} />
        </Section>
      )}
      <Section id="facts" title="At a glance">
        <dl className={styles.facts}>
          {[
            ['Talent type', talent.talentType],
            ['City', talent.city],
            ['Age group', `${talent.ageGroup} years`],
            ['Languages', talent.languages.join(', ') || 'Not listed'],
            ['Availability', availabilityLabel(casting.bookedUntil, today)],
          ].map(([term, detail]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.factTerm}>{term}</dt>
              <dd className={styles.factDetail}>{detail}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {facts.length > 0 && (
        <Section id="casting" title="Casting details">
          <CastingFacts facts={facts} />
        </Section>
      )}
      {casting.credits.length > 0 && (
        <Section id="credits" title="Credits">
          <Credits credits={casting.credits} />
        </Section>
      )}
      <Section id="skills" title="Skills">
        <Chips items={talent.skills} label="Skills" empty="No skills listed yet." />
      </Section>
      <Section id="projects" title="Open to">
        <Chips items={talent.projectTypes} label="Project types" empty="Any kind of project." />
      </Section>
      {casting.socialHandles.length > 0 && (
        <Section id="social" title="On social media">
          <SocialHandles handles={casting.socialHandles} />
        </Section>
      )}
    </div>
  )
}

/** The address to pass on, ready to copy: what sharing shows without JavaScript (or a clipboard). */
function ShareLink({ url }: { url: string }) {
  return (
    <div className={styles.notice} role="status">
      <label htmlFor="share-url" className={styles.label}>
        Copy this link to share the profile
      </label>
      <input
        id="share-url"
        className={styles.linkField}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  )
}

function ActionError({ message }: { message: string }) {
  return (
    <p className={`${styles.notice} ${styles.noticeError}`} role="alert">
      {message}
    </p>
  )
}

/** 404 and 400 say what is wrong with the talent link; every other failure is the shared boundary's. */
function TalentErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 400)) return <GeneralErrorBoundary />
  const message = typeof error.data?.message === 'string' ? error.data.message : null
  const notFound = error.status === 404
  return (
    <section className={page.centered} aria-labelledby="error-title">
      <p className={page.eyebrow}>Error {error.status}</p>
      <h1 id="error-title" className={page.title}>
        {notFound ? 'This talent is not in the cast' : 'That talent link is broken'}
      </h1>
      <p className={page.lead}>{message ?? 'The talent you are looking for does not exist.'}</p>
      <Link to="/" className={page.primaryButton}>
        Browse talents
      </Link>
    </section>
  )
}
