import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { openAssistant } from '~/components/chat/chat-launcher'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { keepAfterShortlistAdd } from '~/components/shortlists/shortlist-revalidation'
import { useStoredResults } from '~/components/talent-results'
import { viewAllMeta, ViewAllTalentsPage } from '~/components/talent-results-view-all'
import * as styles from '~/components/talent-results.css'
import { loadViewAll } from './talent-lists.server'

/**
 * Requirements §2: the talents a messaging-app link opens (filters or a chat search in the query string); without
 * a query, the latest chat search of this tab (session storage `searchResults`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadViewAll(request, context, 'messagingApp')
}

export default function ViewAllTalents() {
  const loaded = useLoaderData<typeof loader>()
  const fromChat = useStoredResults(!loaded.hasQuery).length > 0
  if (loaded.hasQuery)
    return (
      <ViewAllTalentsPage
        loaded={loaded}
        eyebrow="Shared talent list"
        intro="Someone shared these talents with you. Open a card to see the full profile."
      />
    )
  if (fromChat)
    return (
      <ViewAllTalentsPage
        loaded={loaded}
        eyebrow="From the assistant"
        intro="The talents the assistant found for you in this tab. Open a card to see the full profile."
      />
    )
  return (
    <ViewAllTalentsPage
      loaded={loaded}
      eyebrow="Talents"
      intro={
        <>
          No list was shared with you and you have not searched with the assistant in this tab yet, so here is everyone.{' '}
          <a
            href="#assistant"
            className={styles.inlineLink}
            onClick={(event) => {
              event.preventDefault()
              openAssistant()
            }}
            data-testid="ask-assistant"
          >
            Ask the assistant
          </a>{' '}
          who you need, or{' '}
          <Link to="/recruiter/view-all-talents" className={styles.inlineLink}>
            browse all talents with filters
          </Link>
          .
        </>
      }
    />
  )
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  viewAllMeta(loaded, {
    fallbackPath: '/view-all-talents',
    titleSuffix: '',
    description: 'talents shared from a Castline chat search.',
  })

/** "Add to shortlist" on a card answers in place: the list is not loaded again. */
export const shouldRevalidate = keepAfterShortlistAdd

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
