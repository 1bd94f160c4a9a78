import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ConfigError, databaseEnvSchema, parseEnv } from '../../api/config'

const envSchema = databaseEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ invalid_type_error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  API_URL: z
    .string()
    .url('must be an http(s) URL of a remote /api/v1 (leave it unset to serve the API in this process)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Comma-separated; the first signs, all verify, so secrets can be rotated. */
  SESSION_SECRET: z.string().optional(),
  /** Secure cookies need HTTPS; set false only to try a production build over plain HTTP on a LAN. */
  COOKIE_SECURE: z
    .enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) })
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Env = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET'> & { SESSION_SECRETS: string[] }

let cached: Env | undefined

/**
 * Reads and validates the environment once. In development the session secret
 * is generated on first boot and kept in DATA_DIR; production must set it.
 */
export function getEnv(): Env {
  cached ??= loadEnv(process.env)
  return cached
}

export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const { SESSION_SECRET, ...env } = parseEnv(envSchema, source)
  const secrets = (SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (secrets.some((s) => s.length < 32)) {
    throw new ConfigError('Invalid environment: SESSION_SECRET each secret must be at least 32 characters')
  }
  if (secrets.length === 0) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError('Invalid environment: SESSION_SECRET is required in production (at least 32 characters)')
    }
    secrets.push(developmentSecret(env.DATA_DIR))
  }
  return { ...env, SESSION_SECRETS: secrets }
}

function developmentSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'session-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const secret = crypto.randomBytes(32).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
