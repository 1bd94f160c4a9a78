import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { talentProfiles } from '../db/schema'
import { LANGUAGES, orderedLanguages, type Language } from '../vocabulary'

/**
 * The languages of the vocabulary that some public talent speaks (ADR 025: the assistant reads the catalog's
 * languages, not a copy): one existence check per language through talent_profiles_languages_idx, so it costs
 * the same at 100 talents and at 100,000. A language no one speaks yet is left out; one outside the
 * vocabulary cannot be searched, so it is never offered.
 */
export async function catalogLanguages(db: Database): Promise<Language[]> {
  const tp = talentProfiles
  const asked = sql.join(
    LANGUAGES.map((language) => sql`${language}`),
    sql`, `,
  )
  const rows = await db
    .select({ language: sql<string>`vocabulary.language` })
    .from(sql`unnest(ARRAY[${asked}]::text[]) AS vocabulary(language)`)
    .where(sql`EXISTS (SELECT 1 FROM ${tp} WHERE ${tp.isPublic} AND ${tp.languages} @> ARRAY[vocabulary.language])`)
  const spoken = new Set(rows.map((row) => row.language))
  return orderedLanguages(LANGUAGES.filter((language) => spoken.has(language)))
}
