import { z } from 'zod'
import type { Database } from '../api/db/client'
import { ApiError } from '../api/errors'
import { plainText } from '../api/fields'
import { createSavedSearch, SAVED_SEARCH_NAME_MAX_LENGTH } from '../api/services/saved-searches'
import { addToShortlist } from '../api/services/shortlist-entries'
import {
  createShortlist,
  SHORTLIST_NAME_MAX_LENGTH,
  SHORTLIST_TALENT_NOT_FOUND,
  shortlistsOf,
} from '../api/services/shortlists'
import { publicTalentsNamed, readTalentProfile, type TalentProfile } from '../api/services/talents'
import { canonicalLanguage } from '../api/vocabulary'
import type { DetailOutcome, ShortlistOutcome, ShortlistRef, TalentFacts } from './engine'
import { pickList } from './engine/answers'
import { savedSearchNameFor, type SaveSearchOutcome } from './engine/saved-searches'
import type { FollowUpCommand, TalentRef } from './engine/state'
import type { SocketUser } from './handshake'

/**
 * What the chat does with data for the engine's `shortlist`, `detail` and `saveSearch` commands (ADR 025,
 * ADR 027): it adds to the recruiter's shortlist, reads a talent's profile and saves a search through the
 * same services, limits, owner checks and visibility rules as the API and the pages. The engine words the
 * outcome.
 */

type ShortlistCommand = Extract<FollowUpCommand, { kind: 'shortlist' }>
type DetailCommand = Extract<FollowUpCommand, { kind: 'detail' }>
type SaveSearchCommand = Extract<FollowUpCommand, { kind: 'saveSearch' }>

/** A list name as POST /shortlists takes it; anything it would refuse becomes the engine's default. */
const ListNameSchema = plainText(SHORTLIST_NAME_MAX_LENGTH).pipe(z.string().min(1))
const listName = (name: string) => {
  const parsed = ListNameSchema.safeParse(name)
  return parsed.success ? parsed.data : 'Chat shortlist'
}

/**
 * Adds the command's talents to a list of the recruiter's: the one the turn named (matched loosely), else
 * the most recently changed one; with none (or no match for the name), a new list. A guest or a talent
 * gets no list: the engine tells them what they can do instead.
 */
export async function shortlistFromChat(
  db: Database,
  user: SocketUser | null,
  command: ShortlistCommand,
): Promise<ShortlistOutcome> {
  if (!user) return { status: 'notRecruiter', viewer: 'guest' }
  if (user.userType !== 'recruiter') return { status: 'notRecruiter', viewer: 'talent' }
  const lists = await shortlistsOf(db, user.id)
  const chosen = command.listName ? pickList(lists, command.listName) : lists[0]
  let list: ShortlistRef
  if (chosen) list = { id: chosen.id, name: chosen.name, created: false }
  else {
    try {
      const made = await createShortlist(db, user.id, listName(command.newListName))
      list = { id: made.id, name: made.name, created: true }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        return { status: 'refused', message: error.message, added: [] }
      throw error
    }
  }
  const added: TalentRef[] = []
  const already: TalentRef[] = []
  const unavailable: TalentRef[] = []
  for (const talent of command.talents) {
    try {
      const result = await addToShortlist(db, user.id, list.id, talent.USERID, undefined)
      ;(result.added ? added : already).push(talent)
    } catch (error) {
      if (error instanceof ApiError && error.message === SHORTLIST_TALENT_NOT_FOUND) unavailable.push(talent)
      else if (error instanceof ApiError && error.status === 409) {
        return { status: 'refused', message: error.message, list, added }
      } else throw error
    }
  }
  return { status: 'done', list, added, already, unavailable }
}

/** A saved search's name as POST /saved-searches takes it. */
const SavedSearchNameSchema = plainText(SAVED_SEARCH_NAME_MAX_LENGTH).pipe(z.string().min(1))

/**
 * Saves the active search for the recruiter, as the filter page's form does; the service's refusals (saved
 * already, too many, nothing to match) are its messages, said in the chat. A guest or a talent saves nothing:
 * the engine tells them who saves searches. A name the API would refuse is replaced by one from the filters.
 */
export async function saveSearchFromChat(
  db: Database,
  user: SocketUser | null,
  command: SaveSearchCommand,
): Promise<SaveSearchOutcome> {
  if (!user) return { status: 'notRecruiter', viewer: 'guest' }
  if (user.userType !== 'recruiter') return { status: 'notRecruiter', viewer: 'talent' }
  if (!command.saving) return { status: 'noSearch' }
  const { criteria, name } = command.saving
  const parsed = SavedSearchNameSchema.safeParse(name)
  // The engine's languages come from the catalog; the search service refused any the vocabulary does not list.
  const languages = criteria.filters.languages?.flatMap((language) => canonicalLanguage(language) ?? [])
  try {
    const saved = await createSavedSearch(db, user.id, {
      ...criteria,
      filters: { ...criteria.filters, languages },
      name: parsed.success ? parsed.data : savedSearchNameFor(criteria),
    })
    return { status: 'saved', name: saved.name }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { status: 'refused', message: error.message }
    throw error
  }
}

/** The facts a detail answer may use, from the profile as this caller may see it. */
function factsOf(profile: TalentProfile): TalentFacts {
  const { casting, media } = profile
  return {
    USERID: profile.USERID,
    name: profile.name,
    pageUrl: profile.shareUrl,
    requestUrl: `${profile.shareUrl}/request`,
    city: profile.city,
    ageGroup: profile.ageGroup,
    languages: profile.languages,
    skills: profile.skills,
    heightCm: casting.heightCm,
    bookedUntil: casting.bookedUntil,
    dayRate: casting.dayRate,
    credits: casting.credits.map(({ title, role, year }) => ({ title, role, year })),
    photos: media.photos.length,
    voiceDemos: media.voiceDemos.length,
    showreels: media.showreels.length,
  }
}

/**
 * Reads the profile a detail question is about: the card's talent, or the one public talent a name
 * matches. Null when the engine already asked "whose?" (no talent, no name). Nothing is counted as a view.
 */
export async function detailFromProfile(
  db: Database,
  user: SocketUser | null,
  command: DetailCommand,
): Promise<DetailOutcome | null> {
  const name = command.talent?.name ?? command.name
  if (!name) return null
  const notFound: DetailOutcome = { status: 'notFound', field: command.field, name }
  let key = command.talent?.USERID
  if (!key) {
    const found = await publicTalentsNamed(db, name, 2)
    if (found.length !== 1) return notFound
    key = found[0] ?? ''
  }
  try {
    const profile = await readTalentProfile(db, key, {
      id: user?.id ?? null,
      visitor: '',
      userType: user?.userType ?? null,
    })
    return { status: 'found', field: command.field, viewer: user?.userType ?? 'guest', talent: factsOf(profile) }
  } catch (error) {
    // Hidden or removed since the card was shown.
    if (error instanceof ApiError && error.status === 404) return notFound
    throw error
  }
}
