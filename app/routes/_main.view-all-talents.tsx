import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { talentListMeta } from '~/components/talent-results'
import { viewAllHeading, ViewAllTalentsPage } from '~/components/talent-results-view-all'
import { loadViewAll } from './talent-lists.server'

/** Spec §2: the talents a messaging-app link opens (filters or a chat search in the query string). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadViewAll(request, context, 'messagingApp')
}

export default function ViewAllTalents() {
  return (
    <ViewAllTalentsPage
      loaded={useLoaderData<typeof loader>()}
      eyebrow="Shared talent list"
      intro="Someone shared these talents with you. Open a card to see the full profile."
    />
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const heading = loaded ? viewAllHeading(loaded) : 'Talents'
  const count = loaded?.totalResults
    ? ` ${loaded.totalResultsCapped ? `${loaded.totalResults}+` : loaded.totalResults} talents match.`
    : ''
  return talentListMeta({
    title: `${heading}${loaded && loaded.page > 1 ? ` (page ${loaded.page})` : ''} | Castline`,
    description: `${heading} on Castline, shared from a chat search.${count}`,
    canonical: loaded?.canonical ?? '/view-all-talents',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
