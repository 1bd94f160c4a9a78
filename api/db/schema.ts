import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { GENDERS, TALENT_TYPES } from '../vocabulary'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export interface Measurements {
  chestCm?: number
  waistCm?: number
  hipsCm?: number
}
export interface Credit {
  title: string
  role: string
  year: number
  projectType?: string
  url?: string
}
export interface SocialHandle {
  platform: string
  handle: string
  followers?: number
}
export interface Showreel {
  provider: 'youtube' | 'vimeo'
  videoId: string
  title: string
}

export const userTypeEnum = pgEnum('user_type', ['talent', 'recruiter'])
export const talentTypeEnum = pgEnum('talent_type', TALENT_TYPES)
export const genderEnum = pgEnum('gender', GENDERS)
export const mediaKindEnum = pgEnum('media_kind', ['photo', 'voice'])
export const analyticsKindEnum = pgEnum('analytics_kind', ['page_view', 'profile_view', 'share', 'connect'])

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public key of a user in every API response and URL (spec: USERID). */
    userId: text('userid').notNull().unique(),
    email: text('email').notNull(),
    /** scrypt hash; null for seeded talents that have no login. */
    passwordHash: text('password_hash'),
    userType: userTypeEnum('user_type').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

/** The filter columns that follow a listing index's sort key, so that a walk in that order tests them in the index. */
const filterKey = <C>(t: Record<'talentType' | 'gender' | 'city' | 'birthDate' | 'projectTypes', C>) =>
  [t.talentType, t.gender, t.city, t.birthDate, t.projectTypes] as const

export const talentProfiles = pgTable(
  'talent_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    slug: text('slug').notNull().unique(),
    talentType: talentTypeEnum('talent_type').notNull(),
    gender: genderEnum('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    projectTypes: text('project_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    /** URL of the profile photo: the headshot's w640 variant, else a locally generated SVG avatar. */
    photo: text('photo').notNull(),
    /** ThumbHash (base64) of the headshot, shown until it loads; null for an avatar. */
    photoPlaceholder: text('photo_placeholder'),
    /** The generated avatar, kept while a headshot is the photo, for when the last photo goes. */
    avatarPhoto: text('avatar_photo'),
    // Casting details (issue 19), all optional and talent-controlled.
    heightCm: smallint('height_cm'),
    measurements: jsonb('measurements').$type<Measurements>(),
    shoeSizeEu: numeric('shoe_size_eu', { precision: 3, scale: 1, mode: 'number' }),
    accents: text('accents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    credits: jsonb('credits').$type<Credit[]>().notNull().default([]),
    /** Null: available. A date: booked until then (available again after it). */
    bookedUntil: date('booked_until', { mode: 'string' }),
    /** Indian rupees a day; shown to signed-in recruiters only. */
    dayRateMin: integer('day_rate_min'),
    dayRateMax: integer('day_rate_max'),
    /** Content creators' handles and follower counts, as the talent declares them. */
    socialHandles: jsonb('social_handles').$type<SocialHandle[]>().notNull().default([]),
    showreels: jsonb('showreels').$type<Showreel[]>().notNull().default([]),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /**
     * How much of a casting portfolio the profile shows, 0-5 (api/services/media.ts refreshPortfolioScore):
     * a headshot, three photos, a voice demo or showreel, a height, a credit. Listings and searches rank by
     * it before rating (issue 19: complete profiles rank higher).
     */
    portfolioScore: smallint('portfolio_score').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    /** Opted in to the daily digest of new casting calls that match them (ADR 027: off until ticked). */
    callDigest: boolean('call_digest').notNull().default(false),
    /** The day (UTC) of the last digest sent: at most one a day, set with its notification. */
    callDigestSentOn: date('call_digest_sent_on', { mode: 'string' }),
    totalViews: integer('total_views').notNull().default(0),
    totalShare: integer('total_share').notNull().default(0),
    totalConnected: integer('total_connected').notNull().default(0),
    /** Full-text document over bio and skills, kept by PostgreSQL itself. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(bio, '') || ' ' || castline_join_text(skills))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('talent_profiles_type_idx').on(t.talentType, t.id.desc()),
    index('talent_profiles_gender_idx').on(t.gender),
    index('talent_profiles_city_idx').on(t.city),
    index('talent_profiles_birth_date_idx').on(t.birthDate),
    // Key columns past (rating, id) do not change the order; they let a filtered walk in rating order
    // test the filters in the index (and read no table row at all once the visibility map is set).
    index('talent_profiles_listing_idx').on(
      t.isPublic,
      t.portfolioScore.desc(),
      t.rating.desc(),
      t.id.desc(),
      ...filterKey(t),
    ),
    // The other sorts of the all-talents page (issue 20): walked like talent_profiles_listing_idx, filters in the key.
    index('talent_profiles_rating_idx').on(
      t.isPublic,
      t.rating.desc(),
      t.portfolioScore.desc(),
      t.id.desc(),
      ...filterKey(t),
    ),
    // Newest first: profile ids are given in the order profiles are created.
    index('talent_profiles_newest_idx').on(t.isPublic, t.id.desc(), ...filterKey(t)),
    // A small GIN pending list: PGlite has no autovacuum, so entries a bulk load or steady writes leave
    // in the list (up to 4 MB by default) would be scanned by every search until a VACUUM merged them
    // (measured: fuzzy name 14 ms → 3 ms at 100k talents once merged). 128 kB keeps bulk loads fast.
    index('talent_profiles_project_types_idx').using('gin', t.projectTypes).with({ gin_pending_list_limit: 128 }),
    // A search by languages (any of, ADR 025) finds a rare language's speakers here rather than in a walk.
    index('talent_profiles_languages_idx').using('gin', t.languages).with({ gin_pending_list_limit: 128 }),
    index('talent_profiles_name_trgm_idx')
      .using('gin', sql`${t.displayName} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 128 }),
    index('talent_profiles_search_idx').using('gin', t.searchDocument).with({ gin_pending_list_limit: 128 }),
    // Sparse filters (few matches) are found here in the index alone once the visibility map is set: the
    // filter columns lead (PostgreSQL 18 skips through leading columns a search leaves open) and rating
    // and id come along to sort by. Dense filters walk talent_profiles_listing_idx instead.
    index('talent_profiles_filter_idx')
      .on(t.talentType, t.gender, t.city, t.birthDate, t.rating, t.id, t.projectTypes)
      .where(sql`${t.isPublic}`),
  ],
)

export const recruiterProfiles = pgTable('recruiter_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  company: text('company').notNull().default(''),
  brand: text('brand').notNull().default(''),
  city: text('city'),
  bio: text('bio').notNull().default(''),
  photo: text('photo').notNull(),
  totalViews: integer('total_views').notNull().default(0),
  totalShare: integer('total_share').notNull().default(0),
  totalConnected: integer('total_connected').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** user_type 1 = talent feed, 2 = recruiter feed (requirements §6). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    isBanner: boolean('is_banner').notNull().default(false),
    bannerSize: text('banner_size').notNull().default('1080x1080'),
    userType: smallint('user_type').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_user_type_slug_idx').on(t.userType, t.slug)],
)

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    alt: text('alt').notNull().default(''),
    link: text('link'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('banners_category_idx').on(t.categoryId, t.position)],
)

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    connectUrl: text('connect_url').notNull(),
    totalConnected: integer('total_connected').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The recruiter whose casting calls post under this brand (ADR 026); null for the catalogue's brands. */
    ownerUserId: integer('owner_user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('brands_category_idx').on(t.categoryId, t.position, t.id)],
)

export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    image: text('image'),
    userType: smallint('user_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feeds_category_idx').on(t.categoryId, t.createdAt)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
)

/** Server-side web sessions: the browser cookie holds only the signed id. */
export const webSessions = pgTable(
  'web_sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('web_sessions_user_idx').on(t.userId), index('web_sessions_expires_idx').on(t.expiresAt)],
)

/**
 * One row: the version of what talent searches read from talent_profiles (the card and filter columns,
 * who is public). Triggers (migration 0004) bump it in the writing transaction, so a node's in-memory
 * talent index (api/services/talent-index.ts) knows whether it is current with one tiny read. The row
 * lock orders writers: versions become visible in the order they were taken.
 */
export const talentCatalog = pgTable('talent_catalog', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})

export const searchSessions = pgTable(
  'search_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * users.id of the signed-in caller; null for a guest's search, reachable only by its unguessable id. No
     * foreign key (ADR 028): its check locked the user's row on every search, the larger half of a crowd's
     * session inserts; the owner is always the caller, whose row exists, and users are never deleted.
     */
    ownerUserId: integer('owner_user_id'),
    /** Canonical filters: names to values, languages to a list of names (ADR 025). */
    filters: jsonb('filters').notNull().$type<Record<string, string | string[]>>(),
    query: text('query').notNull().default(''),
    isNameSearch: boolean('is_name_search').notNull().default(false),
    totalResults: integer('total_results').notNull().default(0),
    currentPage: integer('current_page').notNull().default(1),
    hasMore: boolean('has_more').notNull().default(false),
    /** The order the search ranks by (relevance, newest, rating): a continued session keeps it. */
    sort: text('sort').notNull().default('relevance'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_sessions_owner_idx').on(t.ownerUserId, t.createdAt)],
)

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: analyticsKindEnum('kind').notNull(),
    /** The user whose counter the event feeds (the talent viewed, shared, connected). */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_subject_idx').on(t.subjectUserId, t.kind, t.createdAt)],
)

/**
 * Who has already been counted today (issue 17): one row per UTC day, counter and subject (a talent's
 * users.id, or a page path) and visitor, so a view, share, connection or page view counts a visitor once a
 * day. A visitor is `u:<users.id>` when signed in, else `h:` and a hash of address and user agent under the
 * day's salt (visitorDaySalts). Rows older than yesterday are deleted (api/services/visits.ts).
 */
export const dailyVisitors = pgTable(
  'daily_visitors',
  {
    day: date('day').notNull(),
    kind: analyticsKindEnum('kind').notNull(),
    subject: text('subject').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.subject, t.visitor] })],
)

/** A random salt per UTC day, shared by every node; deleted with the day's rows, so old hashes cannot be linked. */
export const visitorDaySalts = pgTable('visitor_day_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
})

/**
 * A talent's photos and voice demos (issue 19, ADR 021). The bytes live in the media store under keys
 * made from `content_hash` (the sha-256 of the upload); rows of the same bytes share them. A talent's
 * first photo by position is their headshot.
 */
export const talentMedia = pgTable(
  'talent_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: mediaKindEnum('kind').notNull(),
    position: integer('position').notNull(),
    contentHash: text('content_hash').notNull(),
    /** Bytes of every stored variant, for the owner's quota. */
    storedBytes: integer('stored_bytes').notNull(),
    caption: text('caption').notNull().default(''),
    alt: text('alt').notNull().default(''),
    /** A voice demo's title, such as "Commercial – Hindi". */
    title: text('title').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    durationSeconds: numeric('duration_seconds', { precision: 6, scale: 2, mode: 'number' }),
    peaks: jsonb('peaks').$type<number[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('talent_media_owner_idx').on(t.userId, t.kind, t.position),
    index('talent_media_hash_idx').on(t.contentHash),
  ],
)

/**
 * A recruiter's named list of talents (issue 21, ADR 023). `share_token` is the read-only link's secret
 * (144 random bits, base64url); null while the list is not shared, and replaced by a new one after a
 * revoke, so an old link stops working at once. `first_opened_at` is the first public open of the current
 * token (the owner is told once).
 */
export const shortlists = pgTable(
  'shortlists',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token').unique(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shortlists_owner_idx').on(t.ownerUserId, t.updatedAt.desc(), t.id.desc())],
)

/** A talent on a shortlist, in the recruiter's order, with the recruiter's private note. */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    talentProfileId: integer('talent_profile_id')
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    note: text('note').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.talentProfileId] }),
    index('shortlist_entries_order_idx').on(t.shortlistId, t.position),
    // A talent's deletion cascades through it; the later "who shortlisted me" counts read it too.
    index('shortlist_entries_talent_idx').on(t.talentProfileId),
  ],
)

/**
 * Something a user is told (ADR 024): written in the transaction of the event it reports, delivered after
 * the commit to the user's sockets (room `user:<id>`) and by mail when SMTP_URL is set, listed until deleted
 * with its account. `title`, `body` and `link` are rendered when it is made, so the list never re-derives
 * them from rows that may have changed since; `data` keeps the ids it is about.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A local path to what it is about, or null. */
    link: text('link'),
    data: jsonb('data').notNull().default({}).$type<Record<string, string | number | null>>(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The header's unread count on every signed-in page.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
)

export const connectionRequestStatusEnum = pgEnum('connection_request_status', [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
])

/**
 * A recruiter's request to work with a talent (issue 21, ADR 024): it replaces the email reveal, so each
 * side sees the other's contact details only once the talent accepts. One pending request per recruiter
 * and talent (the partial unique index); answered ones stay as the history. The rate is optional, in
 * minor units of its currency (paise for INR).
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiterUserId: integer('recruiter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talentProfileId: integer('talent_profile_id')
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    project: text('project').notNull(),
    role: text('role').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    rateAmountMinor: bigint('rate_amount_minor', { mode: 'number' }),
    rateCurrency: text('rate_currency'),
    message: text('message').notNull(),
    status: connectionRequestStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connection_requests_one_pending_idx')
      .on(t.recruiterUserId, t.talentProfileId)
      .where(sql`${t.status} = 'pending'`),
    index('connection_requests_recruiter_idx').on(t.recruiterUserId, t.createdAt.desc()),
    index('connection_requests_talent_idx').on(t.talentProfileId, t.createdAt.desc()),
  ],
)

/** A recruiter a talent no longer takes requests from; the recruiter is never told (ADR 024). */
export const talentBlocks = pgTable(
  'talent_blocks',
  {
    id: serial('id').primaryKey(),
    talentProfileId: integer('talent_profile_id')
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    recruiterUserId: integer('recruiter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('talent_blocks_pair_idx').on(t.talentProfileId, t.recruiterUserId)],
)

export const callApplicationStatusEnum = pgEnum('call_application_status', [
  'submitted',
  'shortlisted',
  'declined',
  'withdrawn',
])

/**
 * A casting call (issue 23, ADR 026): the criteria of a `feeds` post (its title is the role, its body the
 * description), one row per call under the same id. Closed is read, never written by a timer: `closed_at`
 * (the owner closed it) or `closes_at` (the end of the deadline day anywhere on Earth) in the past.
 */
export const castingCalls = pgTable(
  'casting_calls',
  {
    feedId: integer('feed_id')
      .primaryKey()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    talentType: talentTypeEnum('talent_type').notNull(),
    /** Null: any gender. */
    gender: genderEnum('gender'),
    /** Null: any age. */
    ageGroup: text('age_group'),
    /** Null when remote. */
    city: text('city'),
    remote: boolean('remote').notNull().default(false),
    projectType: text('project_type').notNull(),
    /** Any of these; empty: any language. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    shootStartDate: date('shoot_start_date', { mode: 'string' }).notNull(),
    shootEndDate: date('shoot_end_date', { mode: 'string' }).notNull(),
    paid: boolean('paid').notNull(),
    /** Whole rupees; both null when unpaid. */
    rateMinInr: integer('rate_min_inr'),
    rateMaxInr: integer('rate_max_inr'),
    /** 'day' or 'project'; null when unpaid. */
    rateUnit: text('rate_unit'),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    selfTapeRequired: boolean('self_tape_required').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('casting_calls_owner_idx').on(t.ownerUserId, t.createdAt.desc()),
    // Open calls: the talent home's lists and the matching, newest deadline last.
    index('casting_calls_open_idx')
      .on(t.closesAt)
      .where(sql`${t.closedAt} IS NULL`),
  ],
)

export type CastingCallRow = typeof castingCalls.$inferSelect

/** A talent's application to a casting call (ADR 026): one per call and talent, the profile as it is. */
export const callApplications = pgTable(
  'call_applications',
  {
    id: serial('id').primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => castingCalls.feedId, { onDelete: 'cascade' }),
    talentProfileId: integer('talent_profile_id')
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    status: callApplicationStatusEnum('status').notNull().default('submitted'),
    note: text('note').notNull().default(''),
    selfTapeUrl: text('self_tape_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('call_applications_one_idx').on(t.callId, t.talentProfileId),
    index('call_applications_call_idx').on(t.callId, t.createdAt.desc()),
    index('call_applications_talent_idx').on(t.talentProfileId, t.createdAt.desc()),
  ],
)

/**
 * A recruiter's saved search with alerts (issue 23, ADR 027). The two most selective filters are the bucket
 * the matcher reads through `saved_searches_bucket_idx`: `talent_type_key` and `city_key`, '' for any. The
 * other filters are null for any. `query` is free text (or a name, with `is_name_search`) matched as the
 * search service matches it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    talentTypeKey: text('talent_type_key').notNull().default(''),
    cityKey: text('city_key').notNull().default(''),
    gender: text('gender'),
    ageGroup: text('age_group'),
    projectType: text('project_type'),
    /** Any of these (canonical names); empty: any language. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    query: text('query'),
    isNameSearch: boolean('is_name_search').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_owner_idx').on(t.ownerUserId, t.createdAt.desc()),
    index('saved_searches_bucket_idx')
      .on(t.talentTypeKey, t.cityKey)
      .where(sql`NOT ${t.paused}`),
  ],
)

/**
 * A talent a saved search matched (ADR 027): one row per search and talent, ever, so a talent is announced to
 * a search once. `notified_at` is set in the transaction that writes the notification listing it.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    talentProfileId: integer('talent_profile_id')
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.talentProfileId] }),
    index('saved_search_hits_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('saved_search_hits_talent_idx').on(t.talentProfileId),
  ],
)
