import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { logout } from '~/services/auth.server'

/** POST only: a link or a prefetch must never sign anyone out. */
export async function action({ request, context }: ActionFunctionArgs) {
  return logout(request, context)
}

export function loader() {
  return redirect('/')
}
