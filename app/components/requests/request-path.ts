/**
 * The connection request form for a talent (ADR 024; the API's connect link answers the same address):
 * the talent page's Connect leads there, a guest signs in on the way. Shortlist pages may link it too.
 */
export function requestFormPathOf(key: string): string {
  return `/recruiter/solo/${encodeURIComponent(key)}/request`
}
