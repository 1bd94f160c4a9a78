import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { TalentCardSchema } from '../../api/schemas'
import { getEnv } from './env.server'
import { createHttpCache } from './http-cache.server'
import '../load-context'

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.'

export type ApiFailure = { success: false; message: string }
export type ApiResult<T> = ({ success: true } & T) | ApiFailure

const httpCache = createHttpCache()

const failureSchema = z.object({ success: z.literal(false), message: z.string() })

/**
 * The upstream client: every page reads the marketplace API the way an outside
 * client would. In-process by default (no network hop), over HTTP with API_URL.
 */
export function createApiClient(context: AppLoadContext, { token }: { token?: string } = {}) {
  const { API_URL } = getEnv()
  const base = API_URL ? API_URL.replace(/\/+$/, '') : 'http://castline.internal/api/v1'

  async function request<S extends z.ZodTypeAny>(
    path: string,
    schema: S,
    init: RequestInit = {},
  ): Promise<ApiResult<z.infer<S>>> {
    const headers = new Headers(init.headers)
    headers.set('accept', 'application/json')
    if (token) headers.set('authorization', `Bearer ${token}`)
    const req = new Request(`${base}/${path.replace(/^\/+/, '')}`, { ...init, headers })
    let body: unknown
    try {
      const response = await httpCache(req, (r) => (API_URL ? fetch(r) : context.apiFetch(r)))
      body = await response.json()
    } catch {
      return { success: false, message: UNEXPECTED_ERROR_MESSAGE }
    }
    const failure = failureSchema.safeParse(body)
    if (failure.success) return failure.data
    const parsed = schema.safeParse(body)
    return parsed.success ? { success: true, ...parsed.data } : { success: false, message: UNEXPECTED_ERROR_MESSAGE }
  }

  return {
    getPublicTalents({ excludeIds = [], page = 1 }: { excludeIds?: string[]; page?: number } = {}) {
      const query = new URLSearchParams({ page: String(page) })
      // The spec sends excludeIds only when there is at least one.
      if (excludeIds.length) query.set('excludeIds', excludeIds.join(','))
      return request(`get-app-dashbord-talents-public?${query}`, z.object({ talents: z.array(TalentCardSchema) }))
    },
  }
}

export type TalentCard = z.infer<typeof TalentCardSchema>
