/**
 * Saved-search alerts (issue 23, ADR 027). A talent who becomes public (or changes a filter while public) is
 * announced with a `talent-announced` job sent in the writer's transaction. Its handler matches the talent
 * against every saved search in one statement that reads only the four buckets the talent can match, and
 * records the hits; searches not alerted within the interval are alerted at once, the others get one
 * `saved-search-alert` job at the end of their interval, which lists every talent matched meanwhile.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { notifications, savedSearches, savedSearchHits, talentProfiles, users } from '../db/schema'
import type { JobQueue } from '../jobs/queue'
import type { SqlRunner } from '../jobs/executor'
import { ageGroupOf } from '../vocabulary'
import { toNotificationView, type NotificationDelivery } from './notifications'
import { filtersOf, savedSearchLink } from './saved-searches'

/** At most one alert per saved search in this many seconds (SAVED_SEARCH_ALERT_INTERVAL_SECONDS). */
export const DEFAULT_ALERT_INTERVAL_SECONDS = 60 * 60
/** Talents an alert names; the rest are counted ("and 3 more"). */
const NAMED_TALENTS = 5

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface AlertSettings {
  jobs: Pick<JobQueue, 'sendInTransaction'>
  intervalSeconds: number
}

/** Announces a talent in the writer's transaction; createApi's is a no-op when no job queue runs. */
export type TalentAnnouncer = (tx: SqlRunner, talentProfileId: number) => Promise<void>

/** Announces a talent to the saved searches, in the transaction that made it public or changed it. */
export async function announceTalent(
  tx: SqlRunner,
  jobs: Pick<JobQueue, 'sendInTransaction'>,
  talentProfileId: number,
): Promise<void> {
  await jobs.sendInTransaction(tx, 'talent-announced', { talentProfileId })
}

/** The filter columns whose change can make a public talent match searches it did not. */
export const ANNOUNCING_COLUMNS = ['talentType', 'gender', 'city', 'birthDate', 'projectTypes', 'languages'] as const

/**
 * Matches one announced talent against the saved searches and alerts those that are due. Idempotent: a hit
 * is a row with a primary key, so running it again (a retry after a crash) records and sends nothing new.
 */
export async function matchAnnouncedTalent(
  db: Database,
  talentProfileId: number,
  settings: AlertSettings,
  today = new Date(),
): Promise<NotificationDelivery[]> {
  return db.transaction(async (tx) => {
    const [talent] = await tx
      .select({ isPublic: talentProfiles.isPublic, birthDate: talentProfiles.birthDate })
      .from(talentProfiles)
      .where(eq(talentProfiles.id, talentProfileId))
    if (!talent?.isPublic) return []
    const ageGroup = ageGroupOf(talent.birthDate, today)
    const s = savedSearches
    const p = talentProfiles
    // The bucket test is written as two ANY lists so the btree on (talent_type_key, city_key) reads exactly
    // the four buckets: (type or any) × (city or any). The other filters and the words are tested on them.
    const hits = await tx.execute(sql`
      INSERT INTO ${savedSearchHits} (saved_search_id, talent_profile_id)
      SELECT s.id, p.id
      FROM ${p} p
      JOIN ${s} s
        ON s.talent_type_key = ANY (ARRAY[p.talent_type::text, ''])
       AND s.city_key = ANY (ARRAY[p.city, ''])
      WHERE p.id = ${talentProfileId} AND p.is_public AND NOT s.paused
        AND s.owner_user_id <> p.user_id
        AND (s.gender IS NULL OR s.gender = p.gender::text)
        AND (s.age_group IS NULL OR s.age_group = ${ageGroup})
        AND (s.project_type IS NULL OR s.project_type = ANY (p.project_types))
        AND (cardinality(s.languages) = 0 OR s.languages && p.languages)
        AND (s.query IS NULL
             OR s.query <% p.display_name
             OR (NOT s.is_name_search AND p.search_document @@ websearch_to_tsquery('english', s.query)))
      ON CONFLICT DO NOTHING
      RETURNING saved_search_id`)
    const ids = rowsOf(hits).map((row) => Number(row.saved_search_id))
    return alertSearches(tx, ids, settings)
  })
}

/** A saved search's deferred alert: sends what matched since its last one, if it is due (else defers again). */
export async function sendDueAlert(
  db: Database,
  savedSearchId: number,
  settings: AlertSettings,
): Promise<NotificationDelivery[]> {
  return db.transaction((tx) => alertSearches(tx, [savedSearchId], settings))
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : []
  return Array.isArray(rows) ? rows : []
}

/**
 * Alerts the given searches that are due, and defers the others to the end of their interval. Their rows
 * are locked (in id order) so two nodes never both alert one search within the interval.
 */
async function alertSearches(tx: Transaction, ids: number[], settings: AlertSettings) {
  if (ids.length === 0) return []
  const searches = await tx
    .select({
      row: savedSearches,
      due: sql<boolean>`${savedSearches.lastAlertedAt} IS NULL OR ${savedSearches.lastAlertedAt} <= now() - make_interval(secs => ${settings.intervalSeconds})`,
      dueAt: sql<
        string | null
      >`(${savedSearches.lastAlertedAt} + make_interval(secs => ${settings.intervalSeconds}))::text`,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.id, [...new Set(ids)]))
    .orderBy(asc(savedSearches.id))
    .for('update')
  const due = searches.filter((search) => search.due && !search.row.paused)
  for (const search of searches) {
    if (search.due || search.row.paused || !search.dueAt) continue
    await settings.jobs.sendInTransaction(
      tx,
      'saved-search-alert',
      { savedSearchId: search.row.id },
      { singletonKey: String(search.row.id), startAfter: new Date(search.dueAt) },
    )
  }
  if (due.length === 0) return []
  const dueIds = due.map((search) => search.row.id)
  const pending = await tx
    .select({
      savedSearchId: savedSearchHits.savedSearchId,
      USERID: users.userId,
      name: talentProfiles.displayName,
      isPublic: talentProfiles.isPublic,
    })
    .from(savedSearchHits)
    .innerJoin(talentProfiles, eq(talentProfiles.id, savedSearchHits.talentProfileId))
    .innerJoin(users, eq(users.id, talentProfiles.userId))
    .where(and(inArray(savedSearchHits.savedSearchId, dueIds), isNull(savedSearchHits.notifiedAt)))
    .orderBy(asc(savedSearchHits.matchedAt), asc(savedSearchHits.talentProfileId))
  if (pending.length === 0) return []
  // Every pending hit is settled, shown or not: a talent who went private meanwhile is not announced later.
  await tx
    .update(savedSearchHits)
    .set({ notifiedAt: sql`now()` })
    .where(and(inArray(savedSearchHits.savedSearchId, dueIds), isNull(savedSearchHits.notifiedAt)))
  const bySearch = new Map<number, { USERID: string; name: string }[]>()
  for (const hit of pending) {
    if (!hit.isPublic) continue
    bySearch.set(hit.savedSearchId, [...(bySearch.get(hit.savedSearchId) ?? []), hit])
  }
  const alerted = due.filter((search) => bySearch.has(search.row.id))
  if (alerted.length === 0) return []
  const rows = await tx
    .insert(notifications)
    .values(alerted.map(({ row }) => alertNotification(row, bySearch.get(row.id) ?? [])))
    .returning()
  await tx
    .update(savedSearches)
    .set({ lastAlertedAt: sql`now()` })
    .where(
      inArray(
        savedSearches.id,
        alerted.map((search) => search.row.id),
      ),
    )
  return rows.map((row) => ({ userId: row.userId, notification: toNotificationView(row) }))
}

/** "2 new talents match “Dancers in Mumbai”", naming up to five. */
function alertNotification(search: typeof savedSearches.$inferSelect, talents: { USERID: string; name: string }[]) {
  const named = talents.slice(0, NAMED_TALENTS).map((talent) => talent.name)
  const more = talents.length - named.length
  const count = talents.length === 1 ? 'A new talent matches' : `${talents.length} new talents match`
  return {
    userId: search.ownerUserId,
    kind: 'saved_search_match',
    title: `${count} “${search.name}”`,
    body: more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', '),
    link: savedSearchLink({ filters: filtersOf(search), query: search.query, isNameSearch: search.isNameSearch }),
    data: {
      savedSearchId: search.id,
      count: talents.length,
      talents: talents.map((talent) => talent.USERID).join(','),
    },
  }
}
