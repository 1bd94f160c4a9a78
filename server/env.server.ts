import net from 'node:net'
import { z } from 'zod'
import { DEFAULT_THROTTLE_SETTINGS } from '../api/auth/throttle'
import { apiEnvSchema, parseEnv, resolveSecrets } from '../api/config'
import { DEFAULT_CONNECT_LINKS_PER_DAY } from '../api/services/contact-limit'
import { DEFAULT_MAINTENANCE_SECONDS, DEFAULT_POLL_SECONDS } from '../api/jobs/queue'
import { DEFAULT_ALERT_INTERVAL_SECONDS } from '../api/services/saved-search-alerts'

const positiveInteger = z.coerce
  .number({ invalid_type_error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1000000')

/**
 * Page and API reads (GET, HEAD, OPTIONS) and other writes per IP address per window. A page view with
 * JavaScript costs a handful of requests (document or .data, feeds, the page-view report), and an office
 * or a mobile carrier puts many people behind one address: these stop a scraper or a flood, never a person.
 */
export const DEFAULT_READS_PER_IP = 3000
export const DEFAULT_WRITES_PER_IP = 600
/** Forms and JSON bodies: the chat's 64 kB payload limit (architecture §6), far above any form the site has. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

/** Express's names for address ranges, accepted in a TRUST_PROXY list beside addresses and subnets. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = net.isIP(address)
  if (!family || rest.length > 0) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * Express's `trust proxy`: false (default: the client is the socket's peer), true (trust every proxy:
 * only behind one that overwrites X-Forwarded-For), a number of hops, or a list of proxy addresses.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false
    if (value === 'true') return true
    if (/^\d+$/.test(value)) return Number(value)
    const entries = value.split(',').map((entry) => entry.trim())
    if (entries.every(isProxyAddress)) return entries
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: 'must be true, false, a number of hops, or a comma-separated list of addresses or subnets',
    })
    return z.NEVER
  })

const envSchema = apiEnvSchema.extend({
  PORT: z.coerce
    .number({ invalid_type_error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  /**
   * Where visitors reach the site (scheme, host, optional port; no path): absolute links (canonical,
   * og:url) are built from it, never from the Host header. Unset: http://localhost:PORT (publicOrigin).
   */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/i, 'must be an origin such as https://castline.example (no path)')
    .transform((value) => new URL(value).origin)
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  /** Prefixes this deployment's Redis keys and socket.io stream, so several can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 letters, digits or : _ . -')
    .default('castline:'),
  /** 1: serve /internal/metrics (memory, loopback only) for bench/soak.mjs. Never in a deployment. */
  BENCH_METRICS: z.enum(['0', '1'], { errorMap: () => ({ message: 'must be 0 or 1' }) }).default('0'),
  /** Comma-separated; the first signs, all verify, so secrets can be rotated. */
  SESSION_SECRET: z.string().optional(),
  /** Secure cookies need HTTPS; set false only to try a production build over plain HTTP on a LAN. */
  COOKIE_SECURE: z
    .enum(['true', 'false'], { errorMap: () => ({ message: 'must be true or false' }) })
    .default('true')
    .transform((v) => v === 'true'),
  /** How many reverse proxies (or which) to trust for the client address: the per-IP rate limits read it. */
  TRUST_PROXY: trustProxySchema,
  /** Threads that render pages in a production build (ADR 014); 0 renders in the main thread. Unset: CPUs - 1, at most 4. */
  RENDER_WORKERS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ invalid_type_error: 'must be a whole number from 0 to 16' })
      .int('must be a whole number from 0 to 16')
      .min(0, 'must be a whole number from 0 to 16')
      .max(16, 'must be a whole number from 0 to 16')
      .optional(),
  ),
  /** The largest form or JSON body a page or /api/v1 reads (server/body-limits.ts); larger ones get 413. */
  BODY_LIMIT_BYTES: z.coerce
    .number({ invalid_type_error: 'must be a number of bytes from 1024 to 16777216' })
    .int('must be a number of bytes from 1024 to 16777216')
    .min(1024, 'must be a number of bytes from 1024 to 16777216')
    .max(16 * 1024 * 1024, 'must be a number of bytes from 1024 to 16777216')
    .default(DEFAULT_BODY_LIMIT_BYTES),
  /** How often an idle job worker looks for jobs (ADR 027); pg-boss's minimum is 0.5. */
  JOBS_POLL_SECONDS: z.coerce
    .number({ invalid_type_error: 'must be a number of seconds from 0.5 to 60' })
    .min(0.5, 'must be a number of seconds from 0.5 to 60')
    .max(60, 'must be a number of seconds from 0.5 to 60')
    .default(DEFAULT_POLL_SECONDS),
  /** How often a node expires the jobs of a dead node (they are retried) and archives finished ones. */
  JOBS_MAINTENANCE_SECONDS: positiveInteger.default(DEFAULT_MAINTENANCE_SECONDS),
  /** At most one alert per saved search in this many seconds (ADR 027). */
  SAVED_SEARCH_ALERT_INTERVAL_SECONDS: positiveInteger.default(DEFAULT_ALERT_INTERVAL_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sign-in and sign-up posts allowed per IP address in each window (server/rate-limits.ts). */
  AUTH_RATE_LIMIT_PER_IP: positiveInteger.default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInteger.default(60),
  /** Looser per-IP limits on everything else that reaches the server (static assets excluded). */
  READ_RATE_LIMIT_PER_IP: positiveInteger.default(DEFAULT_READS_PER_IP),
  WRITE_RATE_LIMIT_PER_IP: positiveInteger.default(DEFAULT_WRITES_PER_IP),
  RATE_LIMIT_WINDOW_SECONDS: positiveInteger.default(60),
  /** The chat socket's limits beyond its fixed 10 events a second; unset: assistant/socket-limits.ts's defaults. */
  CHAT_SEARCHES_PER_SECOND: positiveInteger.optional(),
  CHAT_USER_EVENTS_PER_SECOND: positiveInteger.optional(),
  CHAT_GUEST_EVENTS_PER_ADDRESS_PER_SECOND: positiveInteger.optional(),
  /** Open guest chat sockets per client address (a NAT shares one); unset: assistant/guest-sockets.ts's 20. */
  CHAT_GUEST_SOCKETS_PER_ADDRESS: positiveInteger.optional(),
  /**
   * The per-account throttle of password checks (api/auth/throttle.ts, ADR 015): attempts on one account
   * from one address heard at once, then waits doubling from the base up to the maximum; past the ceiling
   * (attempts on the account from all addresses in the window) each address gets one before its waits.
   */
  AUTH_FREE_FAILURES: positiveInteger.default(DEFAULT_THROTTLE_SETTINGS.freeFailures),
  AUTH_DELAY_BASE_SECONDS: positiveInteger.default(DEFAULT_THROTTLE_SETTINGS.delayBaseSeconds),
  AUTH_DELAY_MAX_SECONDS: positiveInteger.default(DEFAULT_THROTTLE_SETTINGS.delayMaxSeconds),
  AUTH_ACCOUNT_CEILING: positiveInteger.default(DEFAULT_THROTTLE_SETTINGS.accountCeiling),
  AUTH_ACCOUNT_WINDOW_SECONDS: positiveInteger.default(DEFAULT_THROTTLE_SETTINGS.accountWindowSeconds),
  /** Sign-ups per email address in AUTH_ACCOUNT_WINDOW_SECONDS. */
  AUTH_SIGNUPS_PER_EMAIL: positiveInteger.default(DEFAULT_THROTTLE_SETTINGS.signupsPerEmail),
  /** Connection requests one recruiter account may send per 24 hours (ADR 024; the name is from the connect link it limited before). */
  CONNECT_LINKS_PER_DAY: positiveInteger.default(DEFAULT_CONNECT_LINKS_PER_DAY),
  /** Notifications are mailed through this SMTP server too (smtp://user:pass@host:587, smtps://…); unset: no mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/i, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From of notification mail; unset: Castline <notifications@the PUBLIC_URL host>. */
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as Castline <notifications@castline.example>')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Page views go to Google Analytics 4 instead of our own event store (requirements §1). */
  GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Page views go to Plausible for this site domain instead of our own event store. */
  PLAUSIBLE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name such as castline.example')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The chat assistant's WhatsApp contact: an international number, digits only (https://wa.me/<number>). */
  ASSISTANT_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'must be an international phone number, digits only, e.g. 919812345678')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The support email the chat assistant gives out. */
  ASSISTANT_SUPPORT_EMAIL: z
    .string()
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  const secrets = resolveSecrets('SESSION_SECRET', SESSION_SECRET, {
    production: env.NODE_ENV === 'production',
    dataDir: env.DATA_DIR,
    file: 'session-secret',
  })
  return { ...env, SESSION_SECRETS: secrets }
}

/** The site's public origin: PUBLIC_URL, else http://localhost:PORT (a development default). */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'> = getEnv()): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
}

/** Whether visitors reach the site over HTTPS: PUBLIC_URL says so, or (unset) a production build. */
export function servedOverHttps(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'> = getEnv()): boolean {
  return env.PUBLIC_URL ? env.PUBLIC_URL.startsWith('https:') : env.NODE_ENV === 'production'
}
