/**
 * The demo recruiter's open casting calls (ADR 026), so the talent feeds are not empty: five calls written
 * with the API's own insert, dated from the seed's day. One of them fits the demo talent.
 */
import { eq, sql } from 'drizzle-orm'
import { insertCall, type CallInput } from '../services/casting-calls'
import type { Executor } from '../services/shortlists'
import { users } from './schema'

const DAY = 86_400_000

function calls(today: Date): CallInput[] {
  const day = (n: number) => new Date(today.getTime() + n * DAY).toISOString().slice(0, 10)
  const base: Pick<CallInput, 'gender' | 'ageGroup' | 'languages' | 'remote' | 'selfTapeRequired'> = {
    gender: null,
    ageGroup: null,
    languages: [],
    remote: false,
    selfTapeRequired: false,
  }
  return [
    {
      ...base,
      role: 'Festive lookbook models',
      description:
        'Three looks for a festive ethnic-wear lookbook shot in a Delhi haveli. Comfortable in heels and on camera for long days.',
      talentType: 'Model',
      gender: 'Female',
      ageGroup: '18-25',
      city: 'Delhi',
      projectType: 'Print & Fashion',
      languages: ['Hindi', 'English'],
      shootStartDate: day(30),
      shootEndDate: day(31),
      paid: true,
      rate: { min: 10000, max: 15000, unit: 'day' },
      deadline: day(18),
    },
    {
      ...base,
      role: 'Hindi voice for a banking explainer',
      description:
        'A warm, clear Hindi voice for a two-minute animated explainer. Record from home; one round of changes.',
      talentType: 'Voiceover Artist',
      remote: true,
      city: null,
      projectType: 'Dubbing & Voice',
      languages: ['Hindi'],
      shootStartDate: day(12),
      shootEndDate: day(12),
      paid: true,
      rate: { min: 20000, max: 30000, unit: 'project' },
      deadline: day(9),
    },
    {
      ...base,
      role: 'Backup dancers for a music video',
      description:
        'Eight backup dancers, Bollywood and hip-hop, for an indie single. Two rehearsal days before the shoot.',
      talentType: 'Dancer',
      ageGroup: '18-25',
      city: 'Mumbai',
      projectType: 'Music Video',
      shootStartDate: day(21),
      shootEndDate: day(22),
      paid: true,
      rate: { min: 5000, max: 8000, unit: 'day' },
      deadline: day(10),
    },
    {
      ...base,
      role: 'Young mother, lead (biscuit ad)',
      description:
        'A warm, funny young mother for a national biscuit ad. Two shoot days in Film City, one fitting the week before.',
      talentType: 'Actor',
      gender: 'Female',
      ageGroup: '26-35',
      city: 'Mumbai',
      projectType: 'TV Commercial',
      languages: ['Hindi', 'Marathi'],
      shootStartDate: day(25),
      shootEndDate: day(26),
      paid: true,
      rate: { min: 15000, max: 25000, unit: 'day' },
      deadline: day(14),
    },
    {
      ...base,
      role: 'College friend, supporting (web series)',
      description:
        'The lead’s sharp-tongued best friend in a campus web series, six episodes. Send a one-minute self-tape of any comic scene.',
      talentType: 'Actor',
      gender: 'Female',
      ageGroup: '18-25',
      city: 'Mumbai',
      projectType: 'Web Series',
      languages: ['Hindi', 'English'],
      shootStartDate: day(40),
      shootEndDate: day(52),
      paid: true,
      rate: { min: 8000, max: 12000, unit: 'day' },
      deadline: day(20),
      selfTapeRequired: true,
    },
  ]
}

/** Posts the demo calls as the recruiter with this email (nothing when there is none). */
export async function insertDemoCalls(db: Executor, recruiterEmail: string, today: Date): Promise<void> {
  const [recruiter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, recruiterEmail.toLowerCase()))
  if (!recruiter) return
  for (const call of calls(today)) await insertCall(db, recruiter.id, call)
}
