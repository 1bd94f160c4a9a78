import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { keepAfterShortlistAdd } from '~/components/shortlists/shortlist-revalidation'
import { HomePage, homeMeta } from '~/components/feeds/home-page'
import { loadHome } from './home.server'

/** / (home), recruiter feeds (requirements §2: user type 2). */
export function loader(args: LoaderFunctionArgs) {
  return loadHome(args, 2)
}

export default HomePage

export const meta: MetaFunction = () => homeMeta(2)

/** "Add to shortlist" on a card answers in place: the list is not loaded again. */
export const shouldRevalidate = keepAfterShortlistAdd

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
