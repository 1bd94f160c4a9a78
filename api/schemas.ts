import { z } from '@hono/zod-openapi'
import { canonicalCity, plainText } from './fields'
import {
  AGE_GROUPS,
  ALL_PROJECTS,
  CITIES,
  canonicalLanguage,
  GENDERS,
  LANGUAGES,
  orderedLanguages,
  PROJECT_TYPES,
  SEARCH_NAME_MAX_LENGTH,
  SEARCH_NAME_MIN_LENGTH,
  TALENT_SORTS,
  TALENT_TYPES,
} from './vocabulary'

export { SEARCH_NAME_MAX_LENGTH, SEARCH_NAME_MIN_LENGTH }

// ---------------------------------------------------------------------------------------------------
// Sign-up's answers (ADR 019), which the web pages turn into their own words

/** The one refusal for a registered email without its password: it never says the email is registered. */
export const SIGNUP_REFUSED_MESSAGE =
  'We could not create an account with these details. If you already have an account, sign in instead.'
/** The message of a 201: a new account, signed in. */
export const SIGNUP_CREATED_MESSAGE = 'Account created'
/** The message of a 200: the email had an account and this was its password, so its owner is signed in. */
export const SIGNUP_EXISTING_ACCOUNT_MESSAGE = 'You already had an account with this email: signed in'
/** A new password on the list of common ones (ASVS 6.2.4; api/auth/password.ts). */
export const COMMON_PASSWORD_MESSAGE = 'is one of the most common passwords, which attackers try first; choose another'

/** A talent's key in a path: its USERID or its profile slug (the API's `{key}`, the page's `/recruiter/solo/:id`). */
export const TALENT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,200}$/

export const TalentCardSchema = z
  .object({
    USERID: z.string(),
    name: z.string(),
    slug: z.string(),
    talentType: z.enum(TALENT_TYPES),
    gender: z.enum(GENDERS),
    city: z.string(),
    ageGroup: z.enum(AGE_GROUPS),
    photo: z.string(),
    /** ThumbHash of the headshot, base64: shown blurred until the photo loads. Null for an avatar. */
    photoPlaceholder: z.string().nullable(),
    /** WebP widths of the headshot for `srcset`; null for an avatar. */
    photoSrcset: z.string().nullable(),
    rating: z.number(),
    projectTypes: z.array(z.string()),
  })
  .openapi('TalentCard')

export const PhotoMediaSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.literal('photo'),
    position: z.number().int(),
    isHeadshot: z.boolean(),
    url: z.string().openapi({ description: 'The 640-px WebP' }),
    srcset: z.string().openapi({ description: 'WebP at 320, 640 and 1280 px, never wider than the original' }),
    jpegUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    placeholder: z.string().openapi({ description: 'ThumbHash, base64' }),
    caption: z.string(),
    alt: z.string(),
  })
  .openapi('PhotoMedia')

export const VoiceMediaSchema = z
  .object({
    id: z.string().uuid(),
    kind: z.literal('voice'),
    position: z.number().int(),
    title: z.string(),
    url: z.string().openapi({ description: 'A tagless MP3' }),
    durationSeconds: z.number(),
    peaks: z.array(z.number()).openapi({ description: '200 waveform peaks in 0..1' }),
  })
  .openapi('VoiceMedia')

export const MediaSchema = z.discriminatedUnion('kind', [PhotoMediaSchema, VoiceMediaSchema]).openapi('Media')

export const MediaListsSchema = z
  .object({ photos: z.array(PhotoMediaSchema), voiceDemos: z.array(VoiceMediaSchema) })
  .openapi('MediaLists')

export const ShowreelSchema = z
  .object({
    provider: z.enum(['youtube', 'vimeo']),
    videoId: z.string(),
    title: z.string(),
    url: z.string().openapi({ description: 'The page on YouTube or Vimeo' }),
    embedUrl: z.string().openapi({ description: 'Privacy-enhanced player: youtube-nocookie.com, or Vimeo with dnt=1' }),
  })
  .openapi('Showreel')

export const CreditSchema = z
  .object({
    title: z.string(),
    role: z.string(),
    year: z.number().int(),
    projectType: z.string().optional(),
    url: z.string().optional(),
  })
  .openapi('Credit')

export const SocialHandleSchema = z
  .object({ platform: z.string(), handle: z.string(), followers: z.number().int().optional() })
  .openapi('SocialHandle')

/** Casting details (issue 19): all optional and the talent's own; the day rate only for signed-in recruiters. */
export const CastingDetailsSchema = z
  .object({
    heightCm: z.number().int().nullable(),
    measurements: z
      .object({ chestCm: z.number().optional(), waistCm: z.number().optional(), hipsCm: z.number().optional() })
      .nullable(),
    shoeSizeEu: z.number().nullable(),
    accents: z.array(z.string()),
    credits: z.array(CreditSchema),
    bookedUntil: z.string().nullable().openapi({ format: 'date', description: 'Null: available' }),
    dayRate: z
      .object({ min: z.number().int().nullable(), max: z.number().int().nullable(), currency: z.literal('INR') })
      .nullable()
      .openapi({ description: 'Shown to signed-in recruiters (and the owner) only; otherwise null' }),
    socialHandles: z
      .array(SocialHandleSchema)
      .openapi({ description: 'Handles and follower counts as the talent declares them (self-declared)' }),
  })
  .openapi('CastingDetails')

export const TalentProfileSchema = TalentCardSchema.extend({
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  bio: z.string(),
  totalViews: z.number().int(),
  totalShare: z.number().int(),
  totalConnected: z.number().int(),
  isPublic: z.boolean().openapi({ description: 'Only the owner ever sees a profile that is not public' }),
  isOwner: z.boolean(),
  shareUrl: z.string().openapi({ example: '/recruiter/solo/TAL000001' }),
  media: z.object({
    photos: z.array(PhotoMediaSchema),
    voiceDemos: z.array(VoiceMediaSchema),
    showreels: z.array(ShowreelSchema),
  }),
  casting: CastingDetailsSchema,
}).openapi('TalentProfile')

// ---------------------------------------------------------------------------------------------------
// Search filters: canonical vocabulary values (api/vocabulary.ts), accepted in any letter case

/** Maximum talents per page of any search or filtered list. */
export const SEARCH_MAX_LIMIT = 50
/** Requirements §9: search page size 10. */
export const SEARCH_DEFAULT_LIMIT = 10
export const SEARCH_QUERY_MAX_LENGTH = 200

/** An empty form field or a JSON null means "no filter". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

const optional = <S extends z.ZodTypeAny>(schema: S) => z.preprocess(blankToUndefined, schema.optional())

/** A value of a closed vocabulary, matched without regard to case or repeated spaces, returned canonical. */
function vocabularyValue<const T extends readonly string[]>(values: T) {
  const byKey = new Map<string, T[number]>(values.map((value) => [value.toLowerCase(), value]))
  return plainText(64).transform((raw, ctx) => {
    const value = byKey.get(raw.replace(/\s+/g, ' ').toLowerCase())
    if (value !== undefined) return value
    ctx.addIssue({ code: 'custom', message: `must be one of: ${values.join(', ')}` })
    return z.NEVER
  })
}

/** An optional vocabulary filter; blank means none. */
function vocabularyFilter<const T extends readonly string[]>(values: T, example: T[number]) {
  return optional(vocabularyValue(values)).openapi({ type: 'string', enum: [...values], example })
}

const projectTypeFilter = optional(
  // 'All Projects' is the absence of a project filter.
  vocabularyValue([ALL_PROJECTS, ...PROJECT_TYPES]).transform((value) => (value === ALL_PROJECTS ? undefined : value)),
).openapi({ type: 'string', enum: [ALL_PROJECTS, ...PROJECT_TYPES], example: 'Film' })

const locationFilter = optional(
  plainText(64).transform((raw, ctx) => {
    const city = canonicalCity(raw)
    if (city) return city
    ctx.addIssue({ code: 'custom', message: `must be a listed city or alias, e.g. ${CITIES.slice(0, 3).join(', ')}` })
    return z.NEVER
  }),
).openapi({
  type: 'string',
  example: 'Mumbai',
  description: 'A listed city or a common alias (Bombay → Mumbai), any case',
})

const listOfLanguages = { invalid_type_error: 'must be a list of language names' }

/**
 * Languages, any of (ADR 025): canonical names in any case, or another name of the language (Oriya → Odia).
 * Every unknown one is named. Answered in the vocabulary's order without repeats; an empty list is no filter.
 */
const languageList = z
  .array(plainText(40), listOfLanguages)
  .max(LANGUAGES.length, `must list at most ${LANGUAGES.length} languages`)
  .transform((raw, ctx) => {
    const named = raw.filter((name) => name !== '')
    const unknown = named.filter((name) => canonicalLanguage(name) === undefined)
    if (unknown.length > 0) {
      const quoted = unknown.map((name) => `"${name}"`).join(', ')
      const verb = unknown.length === 1 ? 'is not a language' : 'are not languages'
      ctx.addIssue({ code: 'custom', message: `${quoted} ${verb} we list; use any of: ${LANGUAGES.join(', ')}` })
      return z.NEVER
    }
    const languages = orderedLanguages(named.map((name) => canonicalLanguage(name)!))
    return languages.length > 0 ? languages : undefined
  })

const languagesDoc = {
  type: 'array' as const,
  items: { type: 'string' as const, enum: [...LANGUAGES] },
  example: ['Tamil', 'Telugu'],
}

/** In a JSON body: an array of names. */
const languagesBodyFilter = optional(languageList).openapi({
  ...languagesDoc,
  description: 'Talents who speak any of these languages (canonical names, any case)',
})

/**
 * In a query string: the parameter repeated, `languages=Tamil&languages=Telugu` (as a form's checkboxes send
 * it); one value arrives as a string. A comma is not a separator.
 */
const languagesQueryFilter = z
  .preprocess((value) => (typeof value === 'string' ? [value] : value), languageList.optional())
  .openapi({
    ...languagesDoc,
    description:
      'Talents who speak any of these languages: repeat the parameter (`languages=Tamil&languages=Telugu`); ' +
      'canonical names, any case',
  })

const filterFields = {
  projectType: projectTypeFilter,
  talentType: vocabularyFilter(TALENT_TYPES, 'Dancer'),
  gender: vocabularyFilter(GENDERS, 'Female'),
  location: locationFilter,
  ageGroup: vocabularyFilter(AGE_GROUPS, '18-25'),
}

/** Filters in a JSON body; an unknown key is refused rather than silently widening the search. */
export const SearchFiltersSchema = z
  .object({ ...filterFields, languages: languagesBodyFilter })
  .strict()
  .openapi('SearchFilters')

/** The same filters as query-string parameters (other parameters are left to the route). */
export const searchFilterQueryFields = { ...filterFields, languages: languagesQueryFilter }

export type SearchFilters = z.infer<typeof SearchFiltersSchema>

/** The filters a search ran with, canonical; absent keys were not filtered on. */
export const AppliedFiltersSchema = z
  .object({
    projectType: z.enum(PROJECT_TYPES).optional(),
    talentType: z.enum(TALENT_TYPES).optional(),
    gender: z.enum(GENDERS).optional(),
    location: z.string().optional(),
    ageGroup: z.enum(AGE_GROUPS).optional(),
    languages: z.array(z.enum(LANGUAGES)).optional().openapi({ description: 'Any of these, canonical' }),
  })
  .openapi('AppliedFilters')

// ---------------------------------------------------------------------------------------------------
// Paging and free text

const wholeNumber = { invalid_type_error: 'must be a whole number', required_error: 'is required' }

/** A page number in a JSON body (1-based). */
export const bodyPageSchema = z
  .number(wholeNumber)
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(10_000, 'must be at most 10000')
  .default(1)
  .openapi({ type: 'integer', minimum: 1, maximum: 10_000, example: 1 })

export const bodyLimitSchema = z
  .number(wholeNumber)
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(SEARCH_MAX_LIMIT, `must be at most ${SEARCH_MAX_LIMIT}`)
  .default(SEARCH_DEFAULT_LIMIT)
  .openapi({ type: 'integer', minimum: 1, maximum: SEARCH_MAX_LIMIT, example: SEARCH_DEFAULT_LIMIT })

/** The same page size as a query-string parameter. */
export const queryLimitSchema = z.coerce
  .number(wholeNumber)
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(SEARCH_MAX_LIMIT, `must be at most ${SEARCH_MAX_LIMIT}`)
  .default(SEARCH_DEFAULT_LIMIT)
  .openapi({ type: 'integer', minimum: 1, maximum: SEARCH_MAX_LIMIT, example: SEARCH_DEFAULT_LIMIT })

export const sessionIdSchema = optional(z.string().uuid('must be a search session id (a UUID)')).openapi({
  type: 'string',
  format: 'uuid',
  description: 'Continue this search session: its stored filters and text are used, with the requested page',
})

/** Free text: trimmed, no control characters; blank means none. */
const freeText = (max: number) => optional(plainText(max).transform((text) => (text === '' ? undefined : text)))

/** A name to search for in a query string: trimmed, 2 to 100 characters; blank means none. */
export const nameQuerySchema = optional(
  plainText(SEARCH_NAME_MAX_LENGTH)
    .transform((text) => (text === '' ? undefined : text))
    .pipe(z.string().min(SEARCH_NAME_MIN_LENGTH, `must be at least ${SEARCH_NAME_MIN_LENGTH} characters`).optional()),
).openapi({
  type: 'string',
  minLength: SEARCH_NAME_MIN_LENGTH,
  maxLength: SEARCH_NAME_MAX_LENGTH,
  description:
    'Talents whose name is like this (partial, any case, typo tolerant: pg_trgm word similarity), with the filters',
  example: 'priya',
})

/** The order of a talent list, any case; a bad value is named in the message. Default relevance. */
export const sortSchema = optional(
  z.string().transform((raw, ctx) => {
    const sort = TALENT_SORTS.find((value) => value === raw.trim().toLowerCase())
    if (sort) return sort
    ctx.addIssue({
      code: 'custom',
      message: `"${raw.slice(0, 40)}" is not a sort order; use one of: ${TALENT_SORTS.join(', ')}`,
    })
    return z.NEVER
  }),
)
  .default('relevance')
  .openapi({
    type: 'string',
    enum: [...TALENT_SORTS],
    default: 'relevance',
    description:
      'relevance: fullest portfolio, then rating (closest names first with a name); newest: latest profiles first; ' +
      'rating: best rated first. Ties fall back to the profile id, so pages never overlap.',
  })

export const SearchRequestSchema = z
  .object({
    filters: SearchFiltersSchema.default({}),
    query: freeText(SEARCH_QUERY_MAX_LENGTH).openapi({
      type: 'string',
      maxLength: SEARCH_QUERY_MAX_LENGTH,
      description: 'Free text: names (typo tolerant) and bio/skills (full-text ranking)',
      example: 'kathak',
    }),
    name: freeText(SEARCH_NAME_MAX_LENGTH).openapi({
      type: 'string',
      maxLength: SEARCH_NAME_MAX_LENGTH,
      description: 'A name search only (typo tolerant); send either name or query',
      example: 'Priya Sharma',
    }),
    sort: sortSchema,
    page: bodyPageSchema,
    limit: bodyLimitSchema,
    sessionId: optional(
      z
        .string()
        .max(100, 'must be at most 100 characters')
        .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'),
    ).openapi({
      type: 'string',
      description: "Continue this search session; a client's fixed placeholder or an unknown id starts a new session",
    }),
  })
  .superRefine((body, ctx) => {
    if (body.query !== undefined && body.name !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'send either name or query, not both' })
    }
  })
  .openapi('SearchTalentsRequest')

/** The chatbot's view-all calls: a search session or filters, and a page. */
export const ViewAllRequestSchema = z
  .object({
    filters: SearchFiltersSchema.default({}),
    page: bodyPageSchema,
    limit: bodyLimitSchema,
    sessionId: sessionIdSchema,
  })
  .openapi('ViewAllTalentsRequest')

const searchPageFields = {
  totalResults: z.number().int().openapi({ description: 'Exact up to 100; see totalResultsCapped' }),
  totalResultsCapped: z
    .boolean()
    .openapi({ description: 'True when more than 100 talents match (totalResults is then 100)' }),
  hasMore: z.boolean(),
  page: z.number().int(),
}

export const SearchTalentsResponseSchema = z
  .object({
    success: z.literal(true),
    talents: z.array(TalentCardSchema),
    message: z.string().openapi({ example: 'Found 42 talents' }),
    ...searchPageFields,
    sessionId: z.string().uuid().nullable(),
    filters: AppliedFiltersSchema,
    query: z.string().nullable(),
    isNameSearch: z.boolean(),
    sort: z.enum(TALENT_SORTS),
  })
  .openapi('SearchTalentsResponse')

export const ViewAllTalentsResponseSchema = z
  .object({
    success: z.literal(true),
    talents: z.array(TalentCardSchema),
    ...searchPageFields,
    filters: AppliedFiltersSchema,
    query: z.string().nullable(),
  })
  .openapi('ViewAllTalentsResponse')

export const FilteredTalentsResponseSchema = z
  .object({
    success: z.literal(true),
    filteredTalents: z.array(TalentCardSchema),
    message: z.string(),
    ...searchPageFields,
  })
  .openapi('FilteredTalentsResponse')

const counters = {
  total_views: z.number().int(),
  total_share: z.number().int(),
  total_connected: z.number().int(),
}

/** The caller's own talent profile (GET/PATCH /get-my-talent-profile). */
export const OwnTalentProfileSchema = z
  .object({
    USERID: z.string(),
    email: z.string(),
    name: z.string(),
    slug: z.string(),
    talentType: z.enum(TALENT_TYPES),
    gender: z.enum(GENDERS),
    birthDate: z.string().openapi({ format: 'date' }),
    ageGroup: z.enum(AGE_GROUPS),
    city: z.string(),
    projectTypes: z.array(z.string()),
    languages: z.array(z.string()),
    skills: z.array(z.string()),
    bio: z.string(),
    photo: z.string(),
    rating: z.number(),
    isPublic: z.boolean(),
    callDigest: z.boolean().openapi({
      description: 'A notification at most once a day of new casting calls that fit the profile (ADR 027)',
    }),
    ...counters,
    casting: CastingDetailsSchema,
    showreels: z.array(ShowreelSchema),
    completeness: z
      .object({ percent: z.number().int(), missing: z.array(z.string()) })
      .openapi({ description: 'What the profile still lacks for a casting director' }),
  })
  .openapi('OwnTalentProfile')

/** The caller's own recruiter profile (GET/PATCH /get-my-recruiter-profile). */
export const OwnRecruiterProfileSchema = z
  .object({
    USERID: z.string(),
    email: z.string(),
    name: z.string(),
    company: z.string(),
    brand: z.string(),
    city: z.string().nullable(),
    bio: z.string(),
    photo: z.string(),
    ...counters,
  })
  .openapi('OwnRecruiterProfile')
