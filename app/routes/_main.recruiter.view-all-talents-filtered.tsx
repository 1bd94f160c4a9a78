// Requirements §2: "recruiter/view-all-talents-filtered" is the same all-talents page as "recruiter/view-all-talents".
export { ErrorBoundary, default, loader, meta, shouldRevalidate } from './_main.recruiter.view-all-talents'
