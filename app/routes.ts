import { flatRoutes } from '@remix-run/fs-routes'
import type { RouteConfig } from '@remix-run/route-config'

export default flatRoutes({
  ignoredRouteFiles: ['**/.*', '**/*.css.ts', '**/*.test.{ts,tsx}', '**/*.server.ts', '**/*.client.{ts,tsx}'],
}) satisfies RouteConfig
