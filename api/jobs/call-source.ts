/**
 * What the call digest and deadline jobs read of casting calls (ADR 027). The calls themselves are issue 23's
 * other half (branch i23-calls); until it is merged, the stand-in finds no calls, so the jobs run and send
 * nothing. Wiring: replace `noCallsYet` with the calls service's `talentsMatchingCall` / `callsMatchingTalent`.
 */
import type { Database } from '../db/client'

export interface CallSummary {
  id: string
  /** The role and brand, as a line of a digest: "Lead dancer – Biscuit ad (Parle)". */
  title: string
  ownerUserId: number
  /** The call's page. */
  link: string
}

export interface CallSource {
  /** Open calls published after `since` that match the talent's profile. */
  callsMatchingTalent(db: Database, talentProfileId: number, since: Date): Promise<CallSummary[]>
  /** One call, or null when it was deleted. */
  callById(db: Database, id: string): Promise<CallSummary | null>
}

export const noCallsYet: CallSource = {
  callsMatchingTalent: () => Promise.resolve([]),
  callById: () => Promise.resolve(null),
}
