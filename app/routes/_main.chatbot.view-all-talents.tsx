import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { talentListMeta } from '~/components/talent-results'
import { viewAllHeading, ViewAllTalentsPage } from '~/components/talent-results-view-all'
import { loadViewAll } from './talent-lists.server'

/** Spec §2: every talent of a chat search (its sessionId, or filters, in the query string). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadViewAll(request, context, 'chatbot')
}

export default function ChatbotViewAllTalents() {
  return (
    <ViewAllTalentsPage
      loaded={useLoaderData<typeof loader>()}
      eyebrow="From the chat assistant"
      intro="Every talent your chat search found. Open a card to see the full profile."
    />
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const heading = loaded ? viewAllHeading(loaded) : 'Talents'
  const count = loaded?.totalResults
    ? ` ${loaded.totalResultsCapped ? `${loaded.totalResults}+` : loaded.totalResults} talents match.`
    : ''
  return talentListMeta({
    title: `${heading}${loaded && loaded.page > 1 ? ` (page ${loaded.page})` : ''}: chat search | Castline`,
    description: `${heading}: the talents a Castline chat search found.${count}`,
    canonical: loaded?.canonical ?? '/chatbot/view-all-talents',
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
