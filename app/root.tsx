import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from '@remix-run/react'
import { useEffect } from 'react'
import { FlashBanner } from '~/components/flash-banner'
import { NavigationProgress } from '~/components/navigation-progress'
import { useNonce } from '~/components/nonce'
import { PageViewReporter } from '~/components/page-view-reporter'
import { Toaster } from '~/components/toaster'
import { SERVICE_UNAVAILABLE_MESSAGE } from '~/constants'
import { darkTheme, lightTheme } from '~/styles/theme.css'
import { useTheme, type Theme } from '~/services/theme'
import { getOptionalUser } from '~/services/auth.server'
import { unreadNotificationCount } from '~/services/notifications.server'
import { getEnv } from '../server/env.server'
import { pageViewSinkFrom } from '~/services/page-views'
import { getTheme } from '~/services/theme.server'
import { getToast } from '~/services/toast.server'
import '~/styles/global.css'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [theme, { toast, headers }, sessionUser] = await Promise.all([
    getTheme(request),
    getToast(request),
    getOptionalUser(request, context),
  ])
  // The page learns who is signed in, never the tokens.
  const user = sessionUser
    ? { USERID: sessionUser.USERID, name: sessionUser.user.name, userType: sessionUser.userType }
    : null
  // The header's bell: one indexed count, for signed-in users only (ADR 024).
  const unreadNotifications = sessionUser ? await unreadNotificationCount(request, context) : null
  return data(
    { theme, toast, user, unreadNotifications, pageViews: pageViewSinkFrom(getEnv()) },
    { headers: headers ?? undefined },
  )
}

/** A 503 thrown while the database is away (the session read) keeps its Retry-After on the error page. */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const headers = new Headers()
  const retryAfter = errorHeaders?.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

function Document({ children, theme }: { children: React.ReactNode; theme: Theme }) {
  const themeClass = theme === 'light' ? lightTheme : darkTheme
  const nonce = useNonce()
  return (
    <html lang="en" className={themeClass} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  const theme = useTheme()
  return <Document theme={theme}>{children}</Document>
}

export default function App() {
  const { toast, pageViews } = useLoaderData<typeof loader>()
  // Marks the document once React has hydrated it (after the first commit): from then on links navigate in
  // place and forms submit through Remix. Tests wait for it before they type into a form.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <>
      <NavigationProgress />
      <PageViewReporter sink={pageViews} />
      <FlashBanner toast={toast} />
      <Outlet />
      <Toaster toast={toast} />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>{title}</h1>
      <p>
        {isRouteErrorResponse(error) && error.status === 503
          ? SERVICE_UNAVAILABLE_MESSAGE
          : 'Sorry, this page could not be shown. Please try again in a moment.'}
      </p>
      <a href="/">Go to the home page</a>
    </main>
  )
}
