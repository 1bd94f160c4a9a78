/**
 * The replies to the actions and questions the adapter carries out with data (ADR 025 rules 2 and 3):
 * what "shortlist the first two" did, and what a talent's profile says about "her height". The adapter
 * reads the database and hands the outcome back as an input; the words are made here, pure and tested.
 */
import { availabilityLabel, dateLabel, dayRateLabel, heightLabel } from '../../api/profile-labels'
import type { Filters } from './filters'
import type { MessageLink } from './messages'
import type { DetailField } from './questions'
import type { TalentRef } from './state'

/** Who asks: actions and some answers differ for a guest, a talent and a recruiter. */
export type Viewer = 'guest' | 'talent' | 'recruiter'

/** A recruiter's list the chat added to (or made). */
export interface ShortlistRef {
  id: number
  name: string
  /** True when the chat made it for this turn. */
  created: boolean
}

/** What the adapter did with a shortlist command. */
export type ShortlistOutcome =
  | {
      status: 'done'
      list: ShortlistRef
      added: TalentRef[]
      /** Already on the list: said, not an error. */
      already: TalentRef[]
      /** Hidden or gone since the cards were shown. */
      unavailable: TalentRef[]
    }
  /** Shortlists are for recruiters: a guest or a talent is told what they can do instead. */
  | { status: 'notRecruiter'; viewer: Exclude<Viewer, 'recruiter'> }
  /** A limit of the shortlist service (a full list, too many lists): its own message. */
  | { status: 'refused'; message: string; list?: ShortlistRef; added: TalentRef[] }

/** A talent's public profile as the asker may see it (the talent page's visibility rules). */
export interface TalentFacts {
  USERID: string
  name: string
  /** The talent page (/recruiter/solo/:id) and its connection request form. */
  pageUrl: string
  requestUrl: string
  city: string
  ageGroup: string
  languages: string[]
  skills: string[]
  heightCm: number | null
  bookedUntil: string | null
  /** Null when the talent gave none, or when the asker is no recruiter (rates are for recruiters). */
  dayRate: { min: number | null; max: number | null } | null
  credits: { title: string; role: string; year: number }[]
  photos: number
  voiceDemos: number
  showreels: number
}

export type DetailOutcome =
  | { status: 'found'; field: DetailField; viewer: Viewer; talent: TalentFacts }
  /** The name matched no one talent the asker may see. */
  | { status: 'notFound'; field: DetailField; name: string }

/** "Soumya Ghosh, Meera Iyer and Harleen Gill". */
export function nameList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}

const namesOf = (talents: TalentRef[]) => nameList(talents.map((talent) => talent.name))
const isAre = (talents: unknown[]) => (talents.length === 1 ? 'is' : 'are')
const wasWere = (talents: unknown[]) => (talents.length === 1 ? 'was' : 'were')

/** A list made from the active search: "Female Dancers · Mumbai", "Actors · Film"; "Chat shortlist" with none. */
export function listNameFor(filters: Filters, maxLength: number): string {
  const who = [filters.gender, filters.talentType ? `${filters.talentType}s` : undefined].filter(Boolean).join(' ')
  const parts = [who, filters.location, filters.ageGroup, filters.projectType].filter(Boolean)
  const name = parts.length > 0 ? parts.join(' · ') : 'Chat shortlist'
  return name.slice(0, maxLength)
}

export const shortlistPath = (id: number) => `/shortlists/${id}`

/** The reply to a shortlist command, and the link to the list when there is one. */
export function shortlistReply(outcome: ShortlistOutcome): { text: string; links?: MessageLink[] } {
  if (outcome.status === 'notRecruiter') {
    return outcome.viewer === 'guest'
      ? {
          text:
            'Shortlists are for recruiter accounts: log in or sign up as a recruiter to keep one. ' +
            'Meanwhile, open a card to see the full profile.',
        }
      : {
          text:
            'Shortlists are for recruiter accounts, so I can’t add talents to one for you. ' +
            'You can still open a card to see the full profile.',
        }
  }
  const link = (list: ShortlistRef): MessageLink[] => [{ label: `Open “${list.name}”`, href: shortlistPath(list.id) }]
  if (outcome.status === 'refused') {
    const done =
      outcome.added.length > 0 && outcome.list ? `Added ${namesOf(outcome.added)} to “${outcome.list.name}”. ` : ''
    return { text: `${done}${outcome.message}`, ...(outcome.list ? { links: link(outcome.list) } : {}) }
  }
  const { list, added, already, unavailable } = outcome
  const sentences: string[] = []
  if (added.length > 0) {
    sentences.push(
      list.created
        ? `I started a new shortlist, “${list.name}”, and added ${namesOf(added)}.`
        : `Added ${namesOf(added)} to your shortlist “${list.name}”.`,
    )
  } else if (list.created) sentences.push(`I started a new shortlist, “${list.name}”.`)
  if (already.length > 0) {
    sentences.push(
      `${namesOf(already)} ${added.length > 0 ? wasWere(already) : isAre(already)} already on “${list.name}”.`,
    )
  }
  if (unavailable.length > 0) {
    sentences.push(`${namesOf(unavailable)} ${isAre(unavailable)} no longer listed, so I couldn’t add them.`)
  }
  return { text: sentences.join(' '), links: link(list) }
}

const profileLink = (talent: TalentFacts): MessageLink => ({
  label: `See ${talent.name}’s profile`,
  href: talent.pageUrl,
})

/** "6 photos", "1 showreel", "no voice demos". */
function count(value: number, one: string, many: string): string {
  return `${value === 0 ? 'no' : value} ${value === 1 ? one : many}`
}

/** What the profile says about one field, in a sentence; "doesn't say" when the talent left it empty. */
function factText(field: DetailField, viewer: Viewer, talent: TalentFacts, today: string): string {
  const { name } = talent
  const unsaid = (what: string) => `${name}’s profile doesn’t say ${what}.`
  switch (field) {
    case 'height':
      return talent.heightCm === null ? unsaid('their height') : `${name} is ${heightLabel(talent.heightCm)}.`
    case 'portfolio':
      return (
        `${name}’s portfolio has ${count(talent.photos, 'photo', 'photos')}, ` +
        `${count(talent.showreels, 'showreel', 'showreels')} and ${count(talent.voiceDemos, 'voice demo', 'voice demos')}: ` +
        'see it on their page.'
      )
    case 'availability': {
      const label = availabilityLabel(talent.bookedUntil, today)
      return label === 'Available'
        ? `${name}’s profile lists no booking now: available. Dates are best confirmed with them.`
        : `${name} is booked until ${dateLabel(talent.bookedUntil ?? '')}, as their profile says.`
    }
    case 'languages':
      return talent.languages.length === 0
        ? unsaid('which languages they speak')
        : `${name} speaks ${nameList(talent.languages)}.`
    case 'age':
      return `${name} is in the ${talent.ageGroup} age group (profiles show an age group, not an exact age).`
    case 'city':
      return talent.city ? `${name} is based in ${talent.city}.` : unsaid('their city')
    case 'rate': {
      if (viewer !== 'recruiter') return 'Day rates are shown to signed-in recruiters only.'
      const label = talent.dayRate ? dayRateLabel(talent.dayRate) : null
      return label ? `${name}’s day rate: ${label}.` : unsaid('a day rate')
    }
    case 'experience': {
      if (talent.credits.length === 0) {
        const skills = talent.skills.length > 0 ? ` Skills listed: ${talent.skills.slice(0, 5).join(', ')}.` : ''
        return `${name}’s profile lists no credits yet.${skills}`
      }
      const latest = [...talent.credits].sort((a, b) => b.year - a.year).slice(0, 3)
      const credits = latest.map((credit) => `${credit.title} (${credit.role}, ${credit.year})`).join('; ')
      return `${name} lists ${count(talent.credits.length, 'credit', 'credits')}, most recently ${credits}.`
    }
    case 'contact':
      return viewer === 'recruiter'
        ? `I don’t share contact details in the chat. Send ${name} a connection request: once they accept, you can reach each other.`
        : `Contact details are never shown. Recruiters send ${name} a connection request, and once ${name} accepts they can reach each other.`
  }
}

/** The reply to a detail question, with links to the profile (and for contact, to the request form). */
export function detailReply(outcome: DetailOutcome, today: string): { text: string; links?: MessageLink[] } {
  if (outcome.status === 'notFound') {
    return {
      text: `I couldn’t find one talent called ${outcome.name}. Search “find ${outcome.name}”, then ask again.`,
    }
  }
  const { field, viewer, talent } = outcome
  const links =
    field === 'contact'
      ? [{ label: 'Send a connection request', href: talent.requestUrl }, profileLink(talent)]
      : [profileLink(talent)]
  return { text: factText(field, viewer, talent, today), links }
}

/** Lower case, letters and digits only, one space between words: "Diwali Ad – Kids!" → "diwali ad kids". */
const looseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** Edits (insert, delete, substitute) from a to b. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * How well a list's name fits what was said: 5 the same, 4 the name holds the words, 3 the words hold the
 * name, 2 the words begin the name's words, 1 a typo away, 0 not at all.
 */
function nameFit(listName: string, wanted: string): number {
  const list = looseName(listName)
  if (!list || !wanted) return 0
  if (list === wanted) return 5
  if (` ${list} `.includes(` ${wanted} `)) return 4
  if (` ${wanted} `.includes(` ${list} `)) return 3
  const words = list.split(' ')
  if (wanted.split(' ').every((part) => words.some((word) => word.startsWith(part)))) return 2
  return editDistance(list, wanted) <= Math.max(1, Math.floor(wanted.length / 5)) ? 1 : 0
}

/**
 * The list a turn named ("to diwali ad" finds "Diwali Ad – Kids"): case, punctuation, whole words, word
 * beginnings and a typo or two are forgiven; the best fit wins, and among equals the first given (the
 * caller passes the most recently changed first). Undefined when none fits.
 */
export function pickList<T extends { name: string }>(lists: readonly T[], wanted: string): T | undefined {
  const key = looseName(wanted)
  let best: T | undefined
  let bestFit = 0
  for (const list of lists) {
    const fit = nameFit(list.name, key)
    if (fit > bestFit) {
      best = list
      bestFit = fit
    }
  }
  return best
}
