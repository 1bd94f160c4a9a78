import { AppLink } from '~/components/app-link'
import type { FeedBrand } from '~/services/feed-cache.server'
import * as styles from './feeds.css'

/**
 * A brand in a feed: logo and whole name, linking to its brand page. The description is left to that page:
 * it opens with the name, so a line of it only repeated the name, cut short.
 */
export function BrandCard({ brand }: { brand: FeedBrand }) {
  return (
    <AppLink to={`/brand/${brand.slug}`} className={styles.brandCard} data-brand-slug={brand.slug}>
      <img
        className={styles.brandLogo}
        src={brand.logo}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.brandText}>
        <span className={styles.brandName}>{brand.name}</span>
      </span>
    </AppLink>
  )
}

/** Holds a brand card's place while its page loads: same size, so nothing moves when it arrives. */
export function BrandCardSkeleton() {
  return (
    <div className={styles.brandSkeleton} aria-hidden="true" data-testid="brand-skeleton">
      <span className={styles.skeletonLogo} />
      <span className={styles.skeletonLine} />
    </div>
  )
}
