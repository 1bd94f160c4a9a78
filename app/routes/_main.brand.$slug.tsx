import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { z } from 'zod'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import * as styles from './_main.brand.$slug.css'
import * as feeds from '~/components/feeds/feeds.css'
import { NotFoundContent } from '~/components/feeds/not-found'
import { openGraphMeta } from '~/components/open-graph'
import * as page from '~/components/page.css'
import { createApiClient } from '~/services/api.server'
import { publicOrigin } from '../../server/env.server'

const slugSchema = z.string().regex(/^[A-Za-z0-9-]{1,120}$/)

const notFound = () => data(null, { status: 404, statusText: 'Not Found' })

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = slugSchema.safeParse(params.slug)
  if (!slug.success) throw notFound()
  const result = await createApiClient(context).request((api) =>
    api['get-brand'][':slug'].$get({ param: { slug: slug.data } }),
  )
  if (!result.success) throw result.status === 404 ? notFound() : data(null, { status: 503 })
  const { brand } = result
  // One address per brand: /brand/Taal-Casting-Co lands on /brand/taal-casting-co.
  if (brand.slug !== slug.data) throw redirect(`/brand/${brand.slug}`, 301)
  // Absolute links for previews and the canonical link come from PUBLIC_URL, never from the Host header.
  const origin = publicOrigin()
  return {
    brand: {
      ...brand,
      // Only web addresses are offered as a link (never javascript: or the like).
      connectUrl: /^https?:\/\//i.test(brand.connectUrl) ? brand.connectUrl : null,
    },
    pageUrl: `${origin}/brand/${brand.slug}`,
    logoUrl: new URL(brand.logo, origin).href,
  }
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** Counts the connection (the API's get-brand-connect-url) without holding up the new tab. */
function recordConnect(brandId: number) {
  const url = `/resources/brand-connect/${brandId}`
  if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined)
}

export default function BrandPage() {
  const { brand } = useLoaderData<typeof loader>()
  return (
    <div className={feeds.stack}>
      <section className={styles.profile} aria-labelledby="brand-title">
        <img className={styles.logo} src={brand.logo} alt={`${brand.name} logo`} width={112} height={112} />
        <div className={styles.details}>
          <p className={styles.category}>
            <span className="visually-hidden">Category: </span>
            {brand.category.name}
          </p>
          <h1 id="brand-title" className={styles.name}>
            {brand.name}
          </h1>
          <p className={styles.description}>{brand.description}</p>
          <div className={styles.actions}>
            {brand.connectUrl ? (
              <a
                href={brand.connectUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={page.primaryButton}
                data-testid="brand-connect"
                onClick={() => recordConnect(brand.id)}
              >
                Connect with {brand.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <p className={page.muted}>This brand has not shared a way to connect yet.</p>
            )}
            <Link to="/marketplace/all/by-category" className={styles.back}>
              All brands by category
            </Link>
          </div>
        </div>
      </section>

      <section className={page.section} aria-labelledby="brand-posts-title">
        <h2 id="brand-posts-title" className={page.sectionTitle}>
          Latest from {brand.name}
        </h2>
        {brand.feeds.length === 0 ? (
          <p className={page.muted}>No posts from {brand.name} yet.</p>
        ) : (
          <ul className={styles.headlines}>
            {brand.feeds.map((feed) => (
              <li key={feed.id} className={styles.headline}>
                <p className={styles.headlineTitle}>
                  {feed.url ? (
                    <Link to={feed.url} className={styles.back}>
                      {feed.title}
                    </Link>
                  ) : (
                    feed.title
                  )}
                </p>
                <time className={styles.headlineDate} dateTime={feed.created_at}>
                  {dateFormat.format(new Date(feed.created_at))}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  if (!loaded) return [{ title: 'Page not found | Castline' }, { name: 'robots', content: 'noindex' }]
  const { brand, pageUrl, logoUrl } = loaded
  const title = `${brand.name} | ${brand.category.name} on Castline`
  return openGraphMeta({ title, description: brand.description, image: logoUrl, url: pageUrl })
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />
  return <GeneralErrorBoundary />
}
