import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { HomePage, homeMeta } from '~/components/feeds/home-page'
import { OpenCalls } from '~/components/feeds/open-calls'
import { loadHome } from './home.server'

/** /home/talent: the home with the talent feeds (requirements §2: user type 1). */
export function loader(args: LoaderFunctionArgs) {
  return loadHome(args, 1)
}

/** The talent feed's home page, with its open casting calls. */
export default function TalentHomePage() {
  return <HomePage OpenCallsSection={OpenCalls} />
}

export const meta: MetaFunction = () => homeMeta(1)

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
