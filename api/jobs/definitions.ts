/**
 * The named queues (ADR 027): each with its payload schema and pg-boss options. A payload is parsed with its
 * schema when a worker takes the job, so a job written by an older release fails loudly instead of guessing.
 */
import { z } from 'zod'

/** A queue's policy: `standard` keeps every job; `stately` at most one queued and one running per singleton key. */
type Policy = 'standard' | 'stately'

interface QueueDefinition<S extends z.ZodTypeAny> {
  payload: S
  policy: Policy
  /** Tries after the first (a failed handler is retried after retryDelay seconds, doubling). */
  retryLimit: number
  retryDelaySeconds: number
  /** A job running longer (or whose node died) is given up and retried by another node's supervisor. */
  expireInSeconds: number
}

const define = <S extends z.ZodTypeAny>(definition: QueueDefinition<S>) => definition

const positiveId = z.number().int().positive()

export const QUEUES = {
  /** A talent became public or changed a filter: match the saved searches (api/services/saved-search-alerts.ts). */
  'talent-announced': define({
    payload: z.object({ talentProfileId: positiveId }),
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
  }),
  /** A saved search's batched alert, due an interval after its last one (singleton key: the search id). */
  'saved-search-alert': define({
    payload: z.object({ savedSearchId: positiveId }),
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
  }),
  /** The daily digest of new casting calls to opted-in talents (a cron schedule sends it). */
  'call-digest': define({
    payload: z.object({}).passthrough(),
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
  }),
  /** A casting call's deadline passed: tell its owner (singleton key: the call id @ the deadline). */
  'call-deadline': define({
    payload: z.object({ callId: positiveId, deadline: z.string().date() }),
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
  }),
  /** Tests only: a job that records that it ran (tests/integration/jobs.test.ts). */
  'test-probe': define({
    payload: z.object({ label: z.string() }),
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
  }),
} as const

export type QueueName = keyof typeof QUEUES
export type PayloadOf<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]['payload']>
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[]

/** The digest's cron schedule: every day at 09:00 India time. */
export const CALL_DIGEST_CRON = '0 9 * * *'
export const CALL_DIGEST_TIME_ZONE = 'Asia/Kolkata'
