/**
 * What the call digest and deadline jobs read of casting calls (ADR 027): the calls of ADR 026
 * (api/services/casting-calls.ts), matched to a talent by the same rule that puts fitting calls first on the
 * talent home (`callFitsTalent`). The jobs take it as a parameter, so a test can hand them another.
 */
import { and, desc, eq, gt, notExists, sql } from 'drizzle-orm'
import { callApplications, castingCalls } from '../db/schema'
import { callFitsTalent } from '../services/call-matching'
import { callPath, openCondition, selectCalls, talentFactsOfProfile, type CallRow } from '../services/casting-calls'
import type { Executor } from '../services/shortlists'

export interface CallSummary {
  id: number
  /** The role and brand, as a line of a digest: "Lead dancer – Parle". */
  title: string
  ownerUserId: number
  /** The call's page. */
  link: string
}

/** A call as its deadline job reads it: the deadline it closes on now, and whether it is closed. */
export interface CallAtDeadline extends CallSummary {
  deadline: string
  closed: boolean
}

export interface CallSource {
  /** Open calls published after `since` that fit the talent (talent_profiles.id) and they have not applied to. */
  callsMatchingTalent(db: Executor, talentProfileId: number, since: Date): Promise<CallSummary[]>
  /** One call, or null when it was deleted; read in a transaction, its row stays as read until the commit. */
  callById(db: Executor, id: number): Promise<CallAtDeadline | null>
}

const summaryOf = (row: CallRow): CallSummary => ({
  id: row.call.feedId,
  title: `${row.role} – ${row.brandName}`,
  ownerUserId: row.call.ownerUserId,
  link: callPath(row.call.feedId),
})

export const castingCallSource: CallSource = {
  async callsMatchingTalent(db, talentProfileId, since) {
    const facts = await talentFactsOfProfile(db, talentProfileId)
    if (!facts) return []
    const applied = db
      .select({ one: sql`1` })
      .from(callApplications)
      .where(
        and(eq(callApplications.callId, castingCalls.feedId), eq(callApplications.talentProfileId, facts.profileId)),
      )
    const rows = await selectCalls(db)
      .where(and(openCondition, gt(castingCalls.createdAt, since), callFitsTalent(facts), notExists(applied)))
      .orderBy(desc(castingCalls.createdAt), desc(castingCalls.feedId))
    return rows.map(summaryOf)
  },
  async callById(db, id) {
    // FOR SHARE: an edit that moves the deadline waits for the deadline note, or the note sees the edit.
    const [row] = await selectCalls(db).where(eq(castingCalls.feedId, id)).for('share', { of: castingCalls })
    return row ? { ...summaryOf(row), deadline: row.call.deadline, closed: row.closed } : null
  },
}
