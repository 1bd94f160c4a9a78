import type { ApiDependencies } from '../app'
import { createRouter } from '../router'

// Being written (issue 3).
export function authRoutes(_deps: ApiDependencies) {
  return createRouter()
}
