import { and, eq, gte, sql } from 'drizzle-orm'
import type { AuthUser, UserType } from '../auth/tokens'
import type { Database } from '../db/client'
import { analyticsEvents, recruiterProfiles, talentProfiles } from '../db/schema'
import { firstToday, pruneOldVisitors } from './visits'

/** Days the home-page chart covers, today included. */
export const ANALYTICS_SERIES_DAYS = 30

const DAY_MS = 86_400_000

export interface AnalyticsDay {
  /** A UTC calendar day, YYYY-MM-DD. */
  date: string
  views: number
  shares: number
  connections: number
}

export interface HomeAnalytics {
  total_views: number
  total_share: number
  total_connected: number
  userType: UserType
  series: AnalyticsDay[]
}

/** The first UTC midnight of the series that ends on `now`'s day. */
export function seriesStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (ANALYTICS_SERIES_DAYS - 1)))
}

/**
 * The caller's own analytics: the counters of their profile and a day-by-day series of the events about
 * them. There is deliberately no way to name another user: the subject is always the caller.
 */
export async function getOwnAnalytics(db: Database, caller: AuthUser, now = new Date()): Promise<HomeAnalytics> {
  const start = seriesStart(now)
  const [counters, days] = await Promise.all([countersOf(db, caller), eventsByDay(db, caller.id, start)])
  const byDate = new Map(days.map((day) => [day.date, day]))
  const series = Array.from({ length: ANALYTICS_SERIES_DAYS }, (_, i) => {
    const date = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10)
    return byDate.get(date) ?? { date, views: 0, shares: 0, connections: 0 }
  })
  return { ...counters, userType: caller.userType, series }
}

async function countersOf(db: Database, caller: AuthUser) {
  const profiles = caller.userType === 'talent' ? talentProfiles : recruiterProfiles
  const [row] = await db
    .select({
      total_views: profiles.totalViews,
      total_share: profiles.totalShare,
      total_connected: profiles.totalConnected,
    })
    .from(profiles)
    .where(eq(profiles.userId, caller.id))
    .limit(1)
  // An account without a profile row has simply not been seen, shared or connected yet.
  return row ?? { total_views: 0, total_share: 0, total_connected: 0 }
}

/** One query, grouped by UTC day; days without events are absent and filled in by the caller. */
async function eventsByDay(db: Database, subjectUserId: number, start: Date): Promise<AnalyticsDay[]> {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
  const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number)
  return db
    .select({
      date: day,
      views: count(sql`${analyticsEvents.kind} IN ('page_view', 'profile_view')`),
      shares: count(sql`${analyticsEvents.kind} = 'share'`),
      connections: count(sql`${analyticsEvents.kind} = 'connect'`),
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.subjectUserId, subjectUserId), gte(analyticsEvents.createdAt, start)))
    .groupBy(day)
}

/**
 * Requirements §1 "page views are reported on each route change": one row per page and visitor a day in the event
 * store (issue 17: a visitor counts once a day). The row names the page and, when known, who looked; a
 * talent's own view counter is fed by the profile call itself (profile_view), so a page view never counts twice.
 */
export async function recordPageView(
  db: Database,
  { path, caller, now = new Date() }: { path: string; caller: { id: number | null; visitor: string }; now?: Date },
) {
  await db.transaction(async (tx) => {
    if (!(await firstToday(tx, { kind: 'page_view', subject: path, visitor: caller.visitor, now }))) return
    await tx.insert(analyticsEvents).values({ kind: 'page_view', path, actorUserId: caller.id })
  })
  await pruneOldVisitors(db, now)
}
