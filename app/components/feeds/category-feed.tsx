import { useLocation } from '@remix-run/react'
import { AppLink } from '~/components/app-link'
import { useState } from 'react'
import { BRAND_PAGE_SIZE } from '~/constants'
import type { FeedBrand, FeedCategory, FeedUserType } from '~/services/feed-cache.server'
import { BannerStrip } from './banner-strip'
import { BrandCard, BrandCardSkeleton } from './brand-card'
import { brandPagesParam, MAX_BRAND_PAGES, withParam } from './brand-pages'
import type { ExtraBrands } from '~/routes/home.server'
import * as styles from './feeds.css'

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.'

/** The resource route's answer: a page of brands, or the message of its failure. */
function readAnswer(body: unknown): { page: number; brands: FeedBrand[] } | { message: string } {
  if (typeof body === 'object' && body !== null) {
    if ('brands' in body && Array.isArray(body.brands) && 'page' in body && typeof body.page === 'number') {
      return { page: body.page, brands: body.brands }
    }
    if ('message' in body && typeof body.message === 'string') return { message: body.message }
  }
  return { message: UNREACHABLE }
}

const brandsPath = (userType: FeedUserType, categoryId: number, page: number) =>
  `/resources/feed-brands?${new URLSearchParams({ userType: String(userType), categoryId: String(categoryId), page: String(page) })}`

/**
 * One category of a feed: its banners, its brands and "More brands". The control is a link that adds
 * a page to the URL (no JavaScript needed); with JavaScript the next page is fetched from the resource
 * route and appended in place, with skeletons holding its place meanwhile. A plain fetch rather than
 * useFetcher: a failed fetcher load would replace the whole page with the error boundary, where this
 * keeps the brands shown and says what went wrong. Key it by the pages the URL shows, so a navigation
 * starts it afresh.
 */
export function CategoryFeed({
  category,
  extra,
  userType,
}: {
  category: FeedCategory
  extra?: ExtraBrands
  userType: FeedUserType
}) {
  const location = useLocation()
  const [shown, setShown] = useState(() => ({
    pages: extra?.pages ?? 1,
    brands: extra?.brands ?? [],
    more: extra?.more ?? category.brands.length >= BRAND_PAGE_SIZE,
  }))
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function loadMore(page: number) {
    setLoading(true)
    setError(null)
    try {
      const response = await fetch(brandsPath(userType, category.id, page))
      const answer = readAnswer(await response.json().catch(() => null))
      if (!response.ok || 'message' in answer) {
        setError('message' in answer ? answer.message : UNREACHABLE)
        return
      }
      setShown((current) =>
        answer.page === current.pages + 1
          ? {
              pages: answer.page,
              brands: [...current.brands, ...answer.brands],
              // Requirements §9: more is available while a page returns BRAND_PAGE_SIZE brands.
              more: answer.brands.length >= BRAND_PAGE_SIZE && answer.page < MAX_BRAND_PAGES,
            }
          : current,
      )
    } catch {
      setError(UNREACHABLE)
    } finally {
      setLoading(false)
    }
  }

  const nextPage = shown.pages + 1
  const brands = [...category.brands, ...shown.brands]
  const headingId = `category-${category.id}-title`

  return (
    <section id={`category-${category.id}`} className={styles.category} aria-labelledby={headingId}>
      <div className={styles.categoryHeader}>
        <h3 id={headingId} className={styles.categoryTitle}>
          {category.name}
        </h3>
      </div>
      <BannerStrip category={category} />
      {brands.length === 0 ? (
        <p className={styles.notice}>No brands in this category yet.</p>
      ) : (
        <ul className={styles.brandGrid} aria-label={`${category.name} brands`} aria-busy={loading}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} />
            </li>
          ))}
          {loading &&
            Array.from({ length: BRAND_PAGE_SIZE }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <BrandCardSkeleton />
              </li>
            ))}
        </ul>
      )}
      {error && (
        <p className={styles.notice} role="alert">
          We could not load more brands: {error}
        </p>
      )}
      {shown.more && nextPage <= MAX_BRAND_PAGES && (
        <div className={styles.moreRow}>
          <AppLink
            className={styles.moreLink}
            to={`${withParam(location, brandPagesParam(category.id), String(nextPage))}#category-${category.id}`}
            preventScrollReset
            aria-disabled={loading}
            aria-label={`More brands in ${category.name}`}
            onClick={(event) => {
              event.preventDefault()
              if (!loading) void loadMore(nextPage)
            }}
          >
            More brands
          </AppLink>
        </div>
      )}
    </section>
  )
}
