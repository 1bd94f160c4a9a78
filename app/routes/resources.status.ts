/** A tiny JSON resource route: the baseline the SSR benchmark compares pages against. */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
