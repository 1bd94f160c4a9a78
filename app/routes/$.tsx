import { redirect } from '@remix-run/node'

/** Every path without a page of its own goes to the not-found page. */
export function loader() {
  return redirect('/404')
}

export function action() {
  return redirect('/404')
}
