import { OpenAPIHono, z } from '@hono/zod-openapi'
import { describeValidationError } from './errors'

/** A router whose validation failures answer with the API's error envelope and status 400. */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ success: false, message: describeValidationError(result.error) }, 400)
    },
  })
}

export const ErrorSchema = z
  .object({ success: z.literal(false), message: z.string() })
  .openapi('Error', { example: { success: false, message: 'Invalid input. page: Expected number, received nan' } })

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  500: { description: 'Unexpected error', content: { 'application/json': { schema: ErrorSchema } } },
} as const
