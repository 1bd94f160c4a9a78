/** Where page views go (requirements §1): our own event store unless a GA4 or Plausible id is configured. */
export type PageViewSink =
  { provider: 'castline' } | { provider: 'ga4'; measurementId: string } | { provider: 'plausible'; domain: string }

export const PAGE_VIEW_ENDPOINT = '/resources/page-view'

export function pageViewSinkFrom(env: { GA4_MEASUREMENT_ID?: string; PLAUSIBLE_DOMAIN?: string }): PageViewSink {
  if (env.GA4_MEASUREMENT_ID) return { provider: 'ga4', measurementId: env.GA4_MEASUREMENT_ID }
  if (env.PLAUSIBLE_DOMAIN) return { provider: 'plausible', domain: env.PLAUSIBLE_DOMAIN }
  return { provider: 'castline' }
}
