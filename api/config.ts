import path from 'node:path'
import { z } from 'zod'
import type { DatabaseOptions } from './db/client'

/** The environment the API and its database tools read. The web server adds its own on top. */
export const databaseEnvSchema = z.object({
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/[^\s]+$/.test(v), {
      message: 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: 'is not a valid URL' }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
})

export type DatabaseEnv = z.infer<typeof databaseEnvSchema>

/** Turns a zod failure into one line naming each bad variable, for a boot error without a stack trace. */
export function describeEnvError(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)
  return `Invalid environment: ${problems.join('; ')}`
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function parseEnv<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(env)
  if (!result.success) throw new ConfigError(describeEnvError(result.error))
  return result.data
}

export function databaseOptions(env: DatabaseEnv): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) }
}
