import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { AppLink } from '~/components/app-link'
import { useEffect } from 'react'
import * as page from '~/components/page.css'
import { TalentResults } from '~/components/talent-results'
import { useFeedRevalidation } from '~/components/use-feed-revalidation'
import type { FeedCategory } from '~/services/feed-cache.server'
import { withParam } from './brand-pages'
import { CategoryFeed } from './category-feed'
import type { OpenCalls } from './open-calls'
import type { HomeLoader } from '~/routes/home.server'
import { FeedSwitch } from './feed-switch'
import { RecruiterStart } from './recruiter-start'
import { TalentStart } from './talent-start'
import * as styles from './home-page.css'
import * as feeds from './feeds.css'

/** Requirements §3 `viewedTalentIds`: the server's list, mirrored into the browser's storage. */
const VIEWED_TALENTS_STORAGE_KEY = 'viewedTalentIds'

/** The body of the answer of /resources/feeds, or null when it is not one. */
function categoriesOf(body: unknown): FeedCategory[] | null {
  if (typeof body !== 'object' || body === null || !('categories' in body)) return null
  return Array.isArray(body.categories) ? body.categories : null
}

const COPY = {
  1: {
    eyebrow: 'For talent',
    lead: 'Open casting calls, brand collaborations, workshops, styling and portfolio studios, by category.',
    feedTitle: 'Opportunities for you',
  },
  2: {
    eyebrow: 'Talent discovery',
    lead: 'Browse actors, models, voiceover artists, dancers and content creators. Filter by city, age and project, or ask the assistant in your own words.',
    feedTitle: 'Marketplace',
  },
} as const

/**
 * The home page of one feed: shared by /, /home, /home/talent and /talent. The talent feeds pass their open
 * casting calls' section in, so the recruiter feeds (the guest's first page) never load the call cards (ADR 022).
 */
export function HomePage({ OpenCallsSection }: { OpenCallsSection?: typeof OpenCalls } = {}) {
  const {
    userType,
    page: pageNumber,
    talents,
    talentsError,
    categories,
    feedsError,
    extraBrands,
    start,
    viewedTalentIds,
    openCalls,
  } = useLoaderData<HomeLoader>()
  const location = useLocation()
  const fresh = useFeedRevalidation(userType, categoriesOf)
  const shownCategories = fresh ?? categories
  const copy = COPY[userType]
  const viewAll = userType === 1 ? '/marketplace/all/by-category?type=talent' : '/marketplace/all/by-category'

  useEffect(() => {
    try {
      localStorage.setItem(VIEWED_TALENTS_STORAGE_KEY, JSON.stringify(viewedTalentIds))
    } catch {
      // Storage can be blocked; the server's copy is the one that counts.
    }
  }, [viewedTalentIds])

  return (
    <>
      {start?.kind === 'recruiter' ? (
        <RecruiterStart start={start} />
      ) : start?.kind === 'talent' ? (
        <TalentStart start={start} />
      ) : (
        <section className={styles.hero} aria-labelledby="home-title">
          <p className={page.eyebrow}>{copy.eyebrow}</p>
          <h1 id="home-title" className={styles.heroTitle}>
            Find the right <span className={styles.highlight}>face, voice and move</span> for your next project.
          </h1>
          <p className={page.lead}>{copy.lead}</p>
          <FeedSwitch userType={userType} />
        </section>
      )}

      {userType === 1 && OpenCallsSection && (
        <OpenCallsSection calls={openCalls} forTalent={start?.kind === 'talent'} />
      )}

      <section className={page.section} aria-labelledby="talents-title" data-testid="featured-talents">
        <div className={page.sectionHeader}>
          <h2 id="talents-title" className={page.sectionTitle}>
            Featured talents
          </h2>
          <p className={page.muted}>
            Fullest portfolios first, then best rated{pageNumber > 1 ? ` · page ${pageNumber}` : ''}
          </p>
        </div>
        {talentsError ? (
          <p className={feeds.notice} role="alert">
            We could not load talents right now: {talentsError}
          </p>
        ) : talents.length === 0 ? (
          <p className={feeds.notice}>No more talents to show. You have seen them all.</p>
        ) : (
          <TalentResults
            talents={talents}
            page={pageNumber}
            pageHref={(n) => withParam(location, 'page', n === 1 ? null : String(n))}
            fullListHref="/recruiter/view-all-talents"
            label="Featured talents"
          />
        )}
      </section>

      <section className={page.section} aria-labelledby="feeds-title">
        <div className={page.sectionHeader}>
          <h2 id="feeds-title" className={page.sectionTitle}>
            {copy.feedTitle}
          </h2>
          <AppLink to={viewAll} className={feeds.textLink}>
            View all categories
          </AppLink>
        </div>
        {start && <FeedSwitch userType={userType} />}
        {feedsError ? (
          <p className={feeds.notice} role="alert">
            We could not load the marketplace right now: {feedsError}
          </p>
        ) : shownCategories.length === 0 ? (
          <p className={feeds.notice}>Nothing in the marketplace yet. Check back soon.</p>
        ) : (
          <div className={feeds.categoryList}>
            {shownCategories.map((category) => {
              const extra = extraBrands[category.id]
              return (
                <CategoryFeed
                  key={`${category.id}:${extra?.pages ?? 1}`}
                  category={category}
                  extra={extra}
                  userType={userType}
                />
              )
            })}
          </div>
        )}
      </section>
    </>
  )
}

/** Title and description of a home page; the talent feed says what it offers talent. */
export function homeMeta(userType: 1 | 2): ReturnType<MetaFunction> {
  return userType === 1
    ? [
        { title: 'Castline for talent: casting calls, brand collabs and workshops' },
        {
          name: 'description',
          content:
            'Open casting calls, brand collaborations, workshops and portfolio studios for actors, models, dancers and creators.',
        },
      ]
    : [
        { title: 'Castline: find actors, models, dancers and creators' },
        {
          name: 'description',
          content:
            'Browse actors, models, voiceover artists, dancers and content creators, and find the right talent fast.',
        },
      ]
}
