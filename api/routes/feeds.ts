import type { ApiDependencies } from '../app'
import { createRouter } from '../router'

// Being written (issue 3).
export function feedRoutes(_deps: ApiDependencies) {
  return createRouter()
}
