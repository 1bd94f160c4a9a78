import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { BannerStrip } from '~/components/feeds/banner-strip'
import { BrandCard } from '~/components/feeds/brand-card'
import * as feeds from '~/components/feeds/feeds.css'
import * as page from '~/components/page.css'
import { BRAND_PAGE_SIZE } from '~/constants'
import { getCategoryBrands, getFeedCategories } from '~/services/feed-cache.server'

/** Brands listed per category here: the API's largest page. */
const VIEW_ALL_BRANDS = 50

/** `?type=talent` shows the talent feed; anything else the recruiter feed (requirements §2: user type 2 by default). */
const querySchema = z.object({ type: z.enum(['talent', 'recruiter']).catch('recruiter') })

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { type } = querySchema.parse({ type: new URL(request.url).searchParams.get('type') ?? undefined })
  const userType = type === 'talent' ? 1 : 2
  const feed = await getFeedCategories(context, userType)
  if (!feed.success) return data({ type, categories: [], error: feed.message }, { status: 503 })
  const categories = await Promise.all(
    feed.categories.map(async (category) => {
      const all = await getCategoryBrands(context, {
        userType,
        categoryId: category.id,
        page: 1,
        pageSize: VIEW_ALL_BRANDS,
      })
      // The category's first brands stand in when the full list cannot be read.
      return all.success
        ? { ...category, brands: all.brands, hasMore: all.hasMore }
        : { ...category, hasMore: category.brands.length >= BRAND_PAGE_SIZE }
    }),
  )
  return data({ type, categories, error: null })
}

export default function MarketplaceByCategory() {
  const { type, categories, error } = useLoaderData<typeof loader>()
  return (
    <div className={feeds.stack}>
      <section className={page.section} aria-labelledby="marketplace-title">
        <p className={page.eyebrow}>Marketplace</p>
        <h1 id="marketplace-title" className={page.title}>
          All brands by category
        </h1>
        <p className={page.lead}>
          {type === 'talent'
            ? 'Casting calls, brand collaborations, workshops and studios that work with talent.'
            : 'Agencies, production houses, studios and partners that work with recruiters.'}
        </p>
        <nav aria-label="Feeds">
          <ul className={feeds.feedSwitch}>
            <li>
              <Link
                to="?type=recruiter"
                className={feeds.feedSwitchLink}
                aria-current={type === 'recruiter' ? 'page' : undefined}
              >
                For recruiters
              </Link>
            </li>
            <li>
              <Link
                to="?type=talent"
                className={feeds.feedSwitchLink}
                aria-current={type === 'talent' ? 'page' : undefined}
              >
                For talent
              </Link>
            </li>
          </ul>
        </nav>
        {categories.length > 1 && (
          <nav aria-label="Categories">
            <ul className={feeds.feedSwitch}>
              {categories.map((category) => (
                <li key={category.id}>
                  <a href={`#category-${category.id}`} className={feeds.chipLink}>
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </section>

      {error ? (
        <p className={feeds.notice} role="alert">
          We could not load the marketplace right now: {error}
        </p>
      ) : categories.length === 0 ? (
        <p className={feeds.notice}>No categories in this marketplace yet. Check back soon.</p>
      ) : (
        <div className={feeds.categoryList}>
          {categories.map((category) => (
            <section
              key={category.id}
              id={`category-${category.id}`}
              className={feeds.category}
              aria-labelledby={`category-${category.id}-title`}
            >
              <h2 id={`category-${category.id}-title`} className={page.sectionTitle}>
                {category.name}
              </h2>
              <BannerStrip category={category} />
              {category.brands.length === 0 ? (
                <p className={feeds.notice}>No brands in this category yet.</p>
              ) : (
                <ul className={feeds.brandGrid} aria-label={`${category.name} brands`}>
                  {category.brands.map((brand) => (
                    <li key={brand.id}>
                      <BrandCard brand={brand} />
                    </li>
                  ))}
                </ul>
              )}
              {category.hasMore && (
                <p className={page.muted}>Showing the first {category.brands.length} brands of this category.</p>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const audience = loaded?.type === 'talent' ? 'talent' : 'recruiters'
  return [
    { title: `All brands by category for ${audience} | Castline` },
    {
      name: 'description',
      content: `Every category of the Castline marketplace for ${audience}, with its brands and banners.`,
    },
  ]
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
