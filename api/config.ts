import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ConfigError } from './config-error'
import type { DatabaseOptions } from './db/client'

export { ConfigError }

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

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))

/** Where talents' media live (ADR 021): DATA_DIR/media unless S3_BUCKET names S3-compatible storage. */
export const mediaEnvSchema = z.object({
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z
    .string()
    .url('must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** true for MinIO-style servers that want the bucket in the path. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) })
    .default('false')
    .transform((v) => v === 'true'),
  /** A CDN in front of the store: media URLs become <MEDIA_PUBLIC_URL>/<key>. Unset: the API serves them. */
  MEDIA_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/i, 'must be an http(s) URL without a query, such as https://media.castline.example')
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

/** The API's own environment: the database plus the secret that signs access tokens. */
export const apiEnvSchema = databaseEnvSchema
  .extend({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Comma-separated; the first signs, all verify, so the secret can be rotated. */
    JWT_SECRET: z.string().optional(),
    /** The in-memory talent index for filtered searches (ADR 013); 'off' sends every search to SQL. */
    TALENT_INDEX: z.enum(['on', 'off'], { message: "must be 'on' or 'off'" }).default('on'),
    /** 1: a start seeds an empty database with demo data and logins. Unset: in development only (ADR 016). */
    SEED_DEMO_DATA: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['0', '1'], { errorMap: () => ({ message: 'must be 0 or 1' }) }).optional(),
    ),
  })
  .merge(mediaEnvSchema)

/** Whether a start seeds an empty database: when SEED_DEMO_DATA says so, else only in development. */
export function demoDataRequested(env: Pick<z.infer<typeof apiEnvSchema>, 'NODE_ENV' | 'SEED_DEMO_DATA'>): boolean {
  return env.SEED_DEMO_DATA === undefined ? env.NODE_ENV === 'development' : env.SEED_DEMO_DATA === '1'
}

/**
 * A list of signing secrets from a comma-separated variable. In production it
 * must be set; elsewhere one is generated once and kept in DATA_DIR/<file>.
 */
export function resolveSecrets(
  name: string,
  value: string | undefined,
  { production, dataDir, file }: { production: boolean; dataDir: string; file: string },
): string[] {
  const secrets = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (secrets.some((s) => s.length < 32)) {
    throw new ConfigError(`Invalid environment: ${name} each secret must be at least 32 characters`)
  }
  if (secrets.length > 0) return secrets
  if (production) {
    throw new ConfigError(`Invalid environment: ${name} is required in production (at least 32 characters)`)
  }
  const location = path.resolve(dataDir, file)
  if (fs.existsSync(location)) return [fs.readFileSync(location, 'utf8').trim()]
  fs.mkdirSync(path.dirname(location), { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.writeFileSync(location, secret, { mode: 0o600 })
  return [secret]
}

export function jwtSecrets(env: z.infer<typeof apiEnvSchema>): string[] {
  return resolveSecrets('JWT_SECRET', env.JWT_SECRET, {
    production: env.NODE_ENV === 'production',
    dataDir: env.DATA_DIR,
    file: 'jwt-secret',
  })
}
