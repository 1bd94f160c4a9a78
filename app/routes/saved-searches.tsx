import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { savedSearchAction } from './saved-searches.server'

/** The saved-search forms post here (issue 23); a GET goes to where they are managed. */
export function loader() {
  return redirect('/my-profile/recruiter#saved-searches-title')
}

export async function action({ request, context }: ActionFunctionArgs) {
  return savedSearchAction(request, context)
}
