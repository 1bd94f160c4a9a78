import { data, type MetaFunction } from '@remix-run/node'
import { NotFoundContent } from '~/components/feeds/not-found'

export function loader() {
  return data(null, { status: 404 })
}

/** Requirements §2: the not-found page; app/routes/$.tsx sends every unknown path here. */
export default function NotFound() {
  return <NotFoundContent />
}

export const meta: MetaFunction = () => [{ title: 'Page not found | Castline' }, { name: 'robots', content: 'noindex' }]
