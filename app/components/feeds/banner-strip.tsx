import { AppLink } from '~/components/app-link'
import { DEFAULT_BANNER_SIZE } from '~/constants'
import type { FeedCategory } from '~/services/feed-cache.server'
import * as styles from './feeds.css'

/** "1200x628" → width and height; the default of requirements §9 when the size is missing or malformed. */
function bannerSize(size: string) {
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(size) ?? /^(\d+)x(\d+)$/.exec(DEFAULT_BANNER_SIZE)
  return { width: Number(match?.[1] ?? 1080), height: Number(match?.[2] ?? 1080) }
}

/** A category's banner images in a row that scrolls sideways, sized by the category's banner_size. */
export function BannerStrip({ category }: { category: FeedCategory }) {
  if (category.banner_images.length === 0) return null
  const { width, height } = bannerSize(category.banner_size)
  return (
    <ul className={styles.bannerStrip} aria-label={`${category.name} banners`}>
      {category.banner_images.map((banner) => {
        const image = (
          <img
            className={styles.bannerImage}
            src={banner.image}
            alt={banner.alt}
            width={width}
            height={height}
            style={{ aspectRatio: `${width} / ${height}` }}
            loading="lazy"
            decoding="async"
          />
        )
        return (
          <li key={banner.id} className={styles.bannerItem}>
            {banner.link?.startsWith('/') ? (
              <AppLink to={banner.link} className={styles.bannerLink}>
                {image}
              </AppLink>
            ) : (
              <div className={styles.bannerLink}>{image}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
