/** The casting call pages' addresses (ADR 026), for pages and their server code alike. */
export const callPagePath = (id: number | string) => `/calls/${id}`
export const applicantsPagePath = (id: number | string) => `/calls/${id}/applicants`
export const MY_CALLS_PATH = '/calls/mine'
export const APPLICATIONS_PAGE_PATH = '/applications'
