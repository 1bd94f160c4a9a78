import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { viewAllMeta, ViewAllTalentsPage } from '~/components/talent-results-view-all'
import { loadViewAll } from './talent-lists.server'

/** Requirements §2: the talents a messaging-app link opens (filters or a chat search in the query string). */
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

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  viewAllMeta(loaded, {
    fallbackPath: '/view-all-talents',
    titleSuffix: '',
    description: 'talents shared from a Castline chat search.',
  })

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
