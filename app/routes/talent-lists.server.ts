/**
 * What the talent-list pages share on the server: reading filters, page and search session from the
 * query string (the page's state is its URL), and the upstream calls that list talents.
 */
import { data, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import {
  AGE_GROUPS,
  ALL_PROJECTS,
  CITIES,
  canonicalLanguage,
  CITY_ALIASES,
  GENDERS,
  LANGUAGES,
  orderedLanguages,
  PROJECT_TYPES,
  SEARCH_NAME_MAX_LENGTH,
  SEARCH_NAME_MIN_LENGTH,
  TALENT_SORTS,
  TALENT_TYPES,
  type TalentSort,
} from '../../api/vocabulary'
import { closestCity } from '~/services/closest-city'
import {
  FILTER_LABELS,
  didYouMean,
  FILTER_NAMES,
  filterParams,
  nameAndSortParams,
  type FilterName,
  type TalentFilters,
} from '~/components/talent-filters'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { publicOrigin } from '../../server/env.server'
import {
  getApiClient,
  type Api,
  type ApiCaller,
  type ApiFailure,
  type ApiResult,
  type TalentCard,
} from '~/services/api.server'

/** Search pages reach the first 1,000 results (ADR 007): 100 pages of 10. */
export const MAX_LIST_PAGE = 100

const cityByKey = new Map<string, string>([
  ...CITIES.map((city): [string, string] => [city.toLowerCase(), city]),
  ...Object.entries(CITY_ALIASES).map(([alias, city]): [string, string] => [alias.toLowerCase(), city]),
])
const keyOf = (raw: string) => raw.trim().replace(/\s+/g, ' ').toLowerCase()

/** A vocabulary value in any case, returned canonical; the message names the field and the choices. */
function vocabulary(name: FilterName, values: readonly string[]) {
  const byKey = new Map(values.map((value) => [value.toLowerCase(), value]))
  return z.string().transform((raw, ctx) => {
    const value = byKey.get(keyOf(raw))
    if (value !== undefined) return value
    ctx.addIssue({
      code: 'custom',
      message: `${FILTER_LABELS[name]}: "${raw.slice(0, 40)}" is not one we know. Choose one of ${values.join(', ')}.`,
    })
    return z.NEVER
  })
}

const filterSchemas: Record<FilterName, z.ZodType<string, z.ZodTypeDef, string>> = {
  // 'All Projects' is no project filter.
  projectType: vocabulary('projectType', [ALL_PROJECTS, ...PROJECT_TYPES]),
  talentType: vocabulary('talentType', TALENT_TYPES),
  gender: vocabulary('gender', GENDERS),
  location: z.string().transform((raw, ctx) => {
    const city = cityByKey.get(keyOf(raw))
    if (city) return city
    const near = closestCity(raw)
    ctx.addIssue({
      code: 'custom',
      message: near
        ? // The all-talents page makes the question a link that applies the city (ListQuery.citySuggestion).
          `Location: "${raw.slice(0, 40)}" is not a city we list. ${didYouMean(near)}`
        : `Location: "${raw.slice(0, 40)}" is not a city we list, and none is close to it. Pick one from the list, e.g. ${CITIES.slice(0, 3).join(', ')}.`,
    })
    return z.NEVER
  }),
  ageGroup: vocabulary('ageGroup', AGE_GROUPS),
}

const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_LIST_PAGE)
  .catch(() => Number.NaN)

export const SESSION_ID_MESSAGE = 'Search session: this link does not carry a valid chat search id.'
const sessionIdSchema = z.string().uuid()

export interface ListQuery {
  filters: TalentFilters
  /** Part of a talent's name to look for (the all-talents page), or null. */
  name: string | null
  /** The list's order (the all-talents page); relevance by default. */
  sort: TalentSort
  /** The listed city closest to an unknown location ("Mumbia" → Mumbai), or null. */
  citySuggestion: string | null
  page: number
  sessionId: string | null
  /** Field name → a message naming the field; empty when the query is valid. */
  errors: Partial<Record<FilterName | 'languages' | 'name' | 'sort' | 'page' | 'sessionId', string>>
  /** True when the URL asked for anything at all (filters, a page or a session). */
  hasQuery: boolean
}

/**
 * Filters, page and search session from a query string; bad values are reported, never thrown. The name and
 * the sort are read only where a list offers them (`withNameAndSort`: the all-talents page and its load more);
 * elsewhere they are left alone, as any other unknown parameter.
 */
export function parseListQuery(params: URLSearchParams, { withNameAndSort = false } = {}): ListQuery {
  const filters: TalentFilters = {}
  const errors: ListQuery['errors'] = {}
  for (const name of FILTER_NAMES) {
    const raw = params.get(name)?.trim()
    if (!raw) continue
    const parsed = filterSchemas[name].safeParse(raw)
    if (!parsed.success) errors[name] = parsed.error.issues[0]?.message ?? `${FILTER_LABELS[name]} is not valid.`
    else if (!(name === 'projectType' && parsed.data === ALL_PROJECTS)) filters[name] = parsed.data
  }
  const languages = parseLanguages(params, errors)
  if (languages.length > 0) filters.languages = languages
  const { name, sort } = withNameAndSort ? parseNameAndSort(params, errors) : { name: null, sort: 'relevance' as const }
  const rawLocation = params.get('location')?.trim()
  const citySuggestion = errors.location && rawLocation ? closestCity(rawLocation) : null
  let page = 1
  const rawPage = params.get('page')?.trim()
  if (rawPage) {
    const parsed = pageSchema.parse(rawPage)
    if (Number.isNaN(parsed))
      errors.page = `Page: "${rawPage.slice(0, 20)}" is not a page number from 1 to ${MAX_LIST_PAGE}.`
    else page = parsed
  }
  let sessionId: string | null = null
  const rawSession = params.get('sessionId')?.trim()
  if (rawSession) {
    if (sessionIdSchema.safeParse(rawSession).success) sessionId = rawSession
    else errors.sessionId = SESSION_ID_MESSAGE
  }
  const hasQuery =
    FILTER_NAMES.some((name) => params.get(name)?.trim()) || languages.length > 0 || Boolean(rawPage || rawSession)
  return { filters, name, sort, citySuggestion, page, sessionId, errors, hasQuery }
}

/** More `languages=` parameters than this is not a person's question. */
const MAX_LANGUAGE_PARAMS = 50

/**
 * `languages=Tamil&languages=Telugu` (ADR 025: any of): canonical names in any case, in the vocabulary's order
 * without repeats; unknown ones are named under `languages`.
 */
function parseLanguages(params: URLSearchParams, errors: ListQuery['errors']): string[] {
  const raw = params
    .getAll('languages')
    .map((value) => value.trim())
    .filter(Boolean)
  if (raw.length > MAX_LANGUAGE_PARAMS) {
    errors.languages = `Languages: choose at most ${LANGUAGES.length}.`
    return []
  }
  const unknown = raw.filter((value) => canonicalLanguage(value) === undefined)
  if (unknown.length > 0) {
    const named = unknown.map((value) => `"${value.slice(0, 40)}"`).join(', ')
    errors.languages = `Languages: ${named} ${unknown.length === 1 ? 'is not a language' : 'are not languages'} we know. Choose from ${LANGUAGES.join(', ')}.`
    return []
  }
  return orderedLanguages(raw.map((value) => canonicalLanguage(value)!))
}

/** The name box (2 to 100 characters; blank is none) and the sort; a bad value is reported under its field. */
function parseNameAndSort(params: URLSearchParams, errors: ListQuery['errors']) {
  const name =
    params
      .get('name')
      ?.replace(/\p{Cc}/gu, ' ')
      .trim()
      .replace(/\s+/g, ' ') || null
  if (name && (name.length < SEARCH_NAME_MIN_LENGTH || name.length > SEARCH_NAME_MAX_LENGTH)) {
    errors.name = `Name: type ${SEARCH_NAME_MIN_LENGTH} to ${SEARCH_NAME_MAX_LENGTH} characters of a talent's name.`
  }
  const rawSort = params.get('sort')?.trim()
  const sort = rawSort ? TALENT_SORTS.find((value) => value === rawSort.toLowerCase()) : 'relevance'
  if (!sort) {
    errors.sort = `Sort: "${rawSort!.slice(0, 20)}" is not a sort order. Choose ${TALENT_SORTS.join(', ')}.`
  }
  return { name: errors.name ? null : name, sort: sort ?? 'relevance' }
}

export interface TalentPage {
  talents: TalentCard[]
  /** The filters the search ran with (a chat session's own), when the API says. */
  filters?: TalentFilters
  /** A chat search's free text, when it had one. */
  query?: string | null
  hasMore: boolean
  /** Null when the API does not count (the public list). */
  totalResults: number | null
  totalResultsCapped: boolean
}

/** Requirements §5: the filtered search is for signed-in callers; a guest gets the public list. */
export async function listAllTalents(
  caller: ApiCaller,
  { filters, name, sort, page }: Pick<ListQuery, 'filters' | 'name' | 'sort' | 'page'>,
): Promise<ApiResult<TalentPage>> {
  if (caller.user) {
    const query = { ...filters, ...nameAndSortParams({ name, sort }), page, limit: SEARCH_PAGE_SIZE }
    // hc sends an array as the parameter repeated: languages=Tamil&languages=Telugu.
    const result = await caller.request((api) => api['get-app-dashbord-talents-public-authenticated'].$get({ query }))
    if (!result.success) return result
    const { filteredTalents, hasMore, totalResults, totalResultsCapped } = result
    return { success: true, talents: filteredTalents, hasMore, totalResults, totalResultsCapped }
  }
  const result = await caller.request((api) => api['get-app-dashbord-talents-public'].$get({ query: { page } }))
  if (!result.success) return result
  return {
    success: true,
    talents: result.talents,
    hasMore: result.talents.length === SEARCH_PAGE_SIZE,
    totalResults: null,
    totalResultsCapped: false,
  }
}

type ViewAll = Api['get-filtered-talents-by-chatbot-viewall']['index']

/** The chat's view-all calls, as requirements §7 spells their paths. */
const VIEW_ALL_CALLS = {
  // hc names a trailing slash `index` and leaves it out of the URL, but the API routes this path only with
  // its slash: the '' key keeps it.
  chatbot: (api: Api) => (api['get-filtered-talents-by-chatbot-viewall'] as unknown as Record<'', ViewAll>)[''],
  messagingApp: (api: Api) => api['get-filtered-talents-by-chatbot-viewall-comes-form-whatsapp'],
}

/** A page of a chat search (by its session) or of the given filters. */
export async function viewAllTalents(
  caller: ApiCaller,
  endpoint: keyof typeof VIEW_ALL_CALLS,
  { filters, page, sessionId }: Pick<ListQuery, 'filters' | 'page' | 'sessionId'>,
): Promise<ApiResult<TalentPage>> {
  const json = { filters, page, limit: SEARCH_PAGE_SIZE, ...(sessionId ? { sessionId } : {}) }
  const result = await caller.request((api) => VIEW_ALL_CALLS[endpoint](api).$post({ json }))
  if (!result.success) return result
  const { talents, hasMore, totalResults, totalResultsCapped, query } = result
  // A chat session's filters are the ones it ran with; keep only the names we know.
  const applied: TalentFilters = Object.fromEntries(
    FILTER_NAMES.flatMap((name) => (result.filters[name] ? [[name, result.filters[name]]] : [])),
  )
  if (result.filters.languages?.length) applied.languages = result.filters.languages
  return { success: true, talents, hasMore, totalResults, totalResultsCapped, filters: applied, query }
}

/** An absolute address of a list page (canonical link, Open Graph): its filters, page and extra parameters, at PUBLIC_URL. */
export function pageUrl(path: string, filters: TalentFilters, page: number, extra: Record<string, string> = {}) {
  const query = filterParams(filters, extra)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return `${publicOrigin()}${path}${search ? `?${search}` : ''}`
}

/** Requirements §8: a failed filtered search says the server's message, or this when the server said nothing. */
export const FILTERED_TALENTS_ERROR = 'Error fetching filtered talents'

export function filteredTalentsFailure({ status = 0, message }: ApiFailure): string {
  const answered = status >= 300 || (status > 0 && status < 200)
  return answered && message ? message : FILTERED_TALENTS_ERROR
}

/** Requirements §8 in plain words for a chat search that is not there (or not the caller's). */
export const SESSION_NOT_FOUND_MESSAGE =
  'We could not find this chat search. It may belong to another account (sign in as that account to see it), or the link is wrong. Start a new search in the chat.'

/**
 * The loader of both view-all pages: filters or a chat search session from the URL, one page of it from
 * the given view-all call, on behalf of whoever is calling. Bad input is a 400 and an unknown or foreign
 * session a 404, each with a plain message, never a thrown error.
 */
export async function loadViewAll(request: Request, context: AppLoadContext, endpoint: keyof typeof VIEW_ALL_CALLS) {
  const url = new URL(request.url)
  const { page, errors, hasQuery, ...asked } = parseListQuery(url.searchParams)
  const caller = await getApiClient(request, context)
  const guest = !caller.user
  // Requirements §5: a guest's filters are not run (the API would refuse them with a 401): the page shows the public
  // list instead and invites the guest to sign in, as the all-talents page does.
  let signInToFilter = guest && Object.keys(asked.filters).length > 0
  let filters = signInToFilter ? {} : asked.filters
  let sessionId = asked.sessionId
  const problems = Object.values(errors)
  let result = problems.length ? null : await viewAllTalents(caller, endpoint, { filters, page, sessionId })
  if (result && !result.success && result.status === 401 && guest) {
    // A chat search that narrows the list (someone's filters, shared as a link): the same for a guest.
    signInToFilter = true
    filters = {}
    sessionId = null
    result = await viewAllTalents(caller, endpoint, { filters, page, sessionId })
  }
  const shared = {
    path: url.pathname,
    page,
    sessionId,
    hasQuery,
    signInToFilter,
    loginHref: `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`,
    canonical: pageUrl(url.pathname, filters, page, sessionId ? { sessionId } : {}),
  }
  const empty = {
    filters,
    query: null,
    talents: [],
    hasMore: false,
    totalResults: null,
    totalResultsCapped: false,
  }
  if (!result) return data({ ...shared, ...empty, problems, notFound: false }, { status: 400 })
  if (!result.success) {
    if (result.status === 404 && sessionId) {
      return data({ ...shared, ...empty, problems: [SESSION_NOT_FOUND_MESSAGE], notFound: true }, { status: 404 })
    }
    const status = result.status === 400 ? 400 : 503
    return data({ ...shared, ...empty, problems: [filteredTalentsFailure(result)], notFound: false }, { status })
  }
  return {
    ...shared,
    filters: result.filters ?? filters,
    query: result.query ?? null,
    talents: result.talents,
    hasMore: result.hasMore,
    totalResults: result.totalResults,
    totalResultsCapped: result.totalResultsCapped,
    problems: [],
    notFound: false,
  }
}
export type ViewAllData = Awaited<ReturnType<typeof loadViewAll>>
