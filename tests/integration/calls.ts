/** What the casting call suites share: a valid call's body (ADR 026) and dates relative to today. */
const DAY = 86_400_000

export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/** A call the demo talent (a Mumbai actress, 24, Hindi/English/Marathi) fits. */
export function callBody(overrides: Record<string, unknown> = {}) {
  return {
    role: 'Young mother, lead',
    description: 'A warm, funny young mother for a biscuit ad. Two shoot days in Film City, one fitting before.',
    talentType: 'Actor',
    gender: 'Female',
    ageGroup: '18-25',
    city: 'Mumbai',
    remote: false,
    projectType: 'TV Commercial',
    languages: ['Hindi'],
    shootStartDate: dayFromNow(20),
    shootEndDate: dayFromNow(21),
    paid: true,
    rate: { min: 15000, max: 25000, unit: 'day' },
    deadline: dayFromNow(10),
    selfTapeRequired: false,
    ...overrides,
  }
}
