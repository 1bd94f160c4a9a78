import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { BRAND_PAGE_SIZE } from '~/constants'
import type { FeedBrand, FeedCategory, FeedUserType } from '~/services/feed-cache.server'
import { BannerStrip } from './banner-strip'
import { BrandCard, BrandCardSkeleton } from './brand-card'
import { brandPagesParam, MAX_BRAND_PAGES, withParam } from './brand-pages'
import type { ExtraBrands } from './home.server'
import * as styles from './feeds.css'

type BrandPageAnswer = { success: true; page: number; brands: FeedBrand[] } | { success: false; message: string }

const brandsPath = (userType: FeedUserType, categoryId: number, page: number) =>
  `/resources/feed-brands?${new URLSearchParams({ userType: String(userType), categoryId: String(categoryId), page: String(page) })}`

/**
 * One category of a feed: its banners, its brands and "More brands". The control is a link that adds
 * a page to the URL (no JavaScript needed); with JavaScript the next page is fetched from the resource
 * route and appended in place, with skeletons holding its place meanwhile. Key it by the pages the
 * URL shows, so a navigation starts it afresh.
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
  const fetcher = useFetcher<BrandPageAnswer>()
  const [shown, setShown] = useState(() => ({
    pages: extra?.pages ?? 1,
    brands: extra?.brands ?? [],
    more: extra?.more ?? category.brands.length >= BRAND_PAGE_SIZE,
  }))
  const [error, setError] = useState<string | null>(null)

  const answer = fetcher.data
  useEffect(() => {
    if (!answer) return
    if (!answer.success) {
      setError(answer.message)
      return
    }
    setError(null)
    setShown((current) =>
      answer.page === current.pages + 1
        ? {
            pages: answer.page,
            brands: [...current.brands, ...answer.brands],
            // Spec §9: more is available while a page returns BRAND_PAGE_SIZE brands.
            more: answer.brands.length >= BRAND_PAGE_SIZE && answer.page < MAX_BRAND_PAGES,
          }
        : current,
    )
  }, [answer])

  const loading = fetcher.state !== 'idle'
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
          <Link
            className={styles.moreLink}
            to={`${withParam(location, brandPagesParam(category.id), String(nextPage))}#category-${category.id}`}
            preventScrollReset
            aria-disabled={loading}
            aria-label={`More brands in ${category.name}`}
            onClick={(event) => {
              event.preventDefault()
              if (!loading) fetcher.load(brandsPath(userType, category.id, nextPage))
            }}
          >
            More brands
          </Link>
        </div>
      )}
    </section>
  )
}
