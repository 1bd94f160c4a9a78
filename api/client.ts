import type { Hono } from 'hono'
import type { analyticsRoutes } from './routes/analytics'
import type { authRoutes } from './routes/auth'
import type { castingCallRoutes } from './routes/casting-calls'
import type { connectionRequestRoutes } from './routes/connection-requests'
import type { feedRoutes } from './routes/feeds'
import type { myActivityRoutes } from './routes/my-activity'
import type { notificationRoutes } from './routes/notifications'
import type { profileRoutes } from './routes/profiles'
import type { savedSearchRoutes } from './routes/saved-searches'
import type { shortlistRoutes } from './routes/shortlists'
import type { talentRoutes } from './routes/talents'

/** The routes one route module adds, as Hono's client reads them. */
type RoutesOf<Build> = Build extends (...args: never[]) => Hono<infer _Env, infer Routes, infer _Base> ? Routes : never

/**
 * The API's JSON routes as one type, for the web app's typed client (`hc<ApiRoutes>(…/api/v1)`): every
 * route module createApi mounts at `/` of the base path, except the media routes, which answer images.
 * Types only: the app reads the routes' request and answer shapes, never the API's code.
 */
export type ApiRoutes = Hono<
  object,
  | RoutesOf<typeof authRoutes>
  | RoutesOf<typeof talentRoutes>
  | RoutesOf<typeof feedRoutes>
  | RoutesOf<typeof analyticsRoutes>
  | RoutesOf<typeof profileRoutes>
  | RoutesOf<typeof myActivityRoutes>
  | RoutesOf<typeof shortlistRoutes>
  | RoutesOf<typeof savedSearchRoutes>
  | RoutesOf<typeof notificationRoutes>
  | RoutesOf<typeof connectionRequestRoutes>
  | RoutesOf<typeof castingCallRoutes>,
  '/'
>
