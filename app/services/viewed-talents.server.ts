import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { MAX_VIEWED_TALENT_IDS } from '~/constants'
import { getEnv } from '../../server/env.server'

/**
 * Requirements §3/§9 `viewedTalentIds`: the talents this browser opened, newest first, at most 50, left out of
 * the next talent lists. Kept in a signed cookie rather than the database session so guests have it too
 * and a page view costs no write; the page mirrors it to localStorage under the key of requirements §3.
 */
export const VIEWED_TALENTS_STORAGE_KEY = 'viewedTalentIds'

const viewedIdsSchema = z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)).max(MAX_VIEWED_TALENT_IDS)

let cookie: ReturnType<typeof createCookie> | undefined
function viewedCookie() {
  const env = getEnv()
  cookie ??= createCookie('castline_viewed', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secrets: env.SESSION_SECRETS,
    secure: env.NODE_ENV === 'production' && env.COOKIE_SECURE,
    maxAge: 60 * 60 * 24 * 30,
  })
  return cookie
}

/** The viewed ids, newest first; an absent, tampered or malformed cookie reads as none. */
export async function getViewedTalentIds(request: Request): Promise<string[]> {
  const header = request.headers.get('cookie')
  if (!header?.includes('castline_viewed=')) return []
  const parsed = viewedIdsSchema.safeParse(await viewedCookie().parse(header))
  return parsed.success ? parsed.data : []
}

/** Adds one id (moved to the front when already there, the oldest dropped past 50): a Set-Cookie value. */
export async function recordViewedTalent(request: Request, talentId: string): Promise<string> {
  const ids = [talentId, ...(await getViewedTalentIds(request)).filter((id) => id !== talentId)]
  return viewedCookie().serialize(ids.slice(0, MAX_VIEWED_TALENT_IDS))
}
