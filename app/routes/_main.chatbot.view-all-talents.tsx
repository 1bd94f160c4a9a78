import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { keepAfterShortlistAdd } from '~/components/shortlists/shortlist-revalidation'
import { viewAllMeta, ViewAllTalentsPage } from '~/components/talent-results-view-all'
import { loadViewAll } from './talent-lists.server'

/** Requirements §2: every talent of a chat search (its sessionId, or filters, in the query string). */
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

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  viewAllMeta(loaded, {
    fallbackPath: '/chatbot/view-all-talents',
    titleSuffix: ': chat search',
    description: 'the talents a Castline chat search found.',
  })

/** "Add to shortlist" on a card answers in place: the list is not loaded again. */
export const shouldRevalidate = keepAfterShortlistAdd

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
