import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { analyticsEvents, banners, brands, castingCalls, categories, feeds } from '../db/schema'
import { ApiError } from '../errors'
import { callPath, closedCondition, openCondition } from './casting-calls'

/** user_type of a feed: 1 = talent feed, 2 = recruiter feed (requirements §6). */
export type FeedUserType = 1 | 2

/** Brands shown inside a category before "view all" (requirements §9: brand page size 5). */
export const BRANDS_PER_CATEGORY = 5
export const BRAND_PAGE_SIZE = 5
export const FEED_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50
/** Public feed furniture may be cached this long (requirements §9: category, banner and brand cache 15 min). */
export const CATALOG_CACHE_SECONDS = 15 * 60
/** Feed items a brand page lists. */
const BRAND_PAGE_FEEDS = 20

export interface BrandCard {
  id: number
  slug: string
  name: string
  logo: string
  description: string
  category_id: number
}

export interface BannerImage {
  id: number
  image: string
  alt: string
  link: string | null
}

export interface FeedCategory {
  id: number
  name: string
  slug: string
  is_banner: boolean
  banner_size: string
  brands: BrandCard[]
  banner_images: BannerImage[]
}

export interface FeedBanner extends BannerImage {
  category_id: number
  banner_size: string
}

/** What a feed item says of the casting call it is (ADR 026), or null for an ordinary post. */
export interface FeedCall {
  id: number
  url: string
  talentType: string
  city: string | null
  remote: boolean
  paid: boolean
  deadline: string
  closed: boolean
}

export interface FeedItem {
  id: number
  title: string
  body: string
  image: string | null
  created_at: string
  category: { id: number; name: string }
  brand: { id: number; slug: string; name: string; logo: string } | null
  call: FeedCall | null
}

export interface BrandPage {
  id: number
  slug: string
  name: string
  logo: string
  description: string
  connectUrl: string
  category: { id: number; name: string }
  /** Headlines only: reading a feed item needs an account (requirements §6). Open casting calls link to their page. */
  feeds: { id: number; title: string; image: string | null; created_at: string; url: string | null }[]
}

export interface Page<T> {
  items: T[]
  hasMore: boolean
}

const brandCardColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  logo: brands.logo,
  description: brands.description,
  category_id: brands.categoryId,
}

const byPosition = [asc(brands.position), asc(brands.id)] as const

/** The categories of one feed in display order, each with its first brands and its banner images. */
export async function listFeedCategories(db: Database, userType: FeedUserType): Promise<FeedCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      is_banner: categories.isBanner,
      banner_size: categories.bannerSize,
    })
    .from(categories)
    .where(eq(categories.userType, userType))
    .orderBy(asc(categories.position), asc(categories.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)

  const ranked = db
    .select({
      ...brandCardColumns,
      rank: sql<number>`row_number() over (partition by ${brands.categoryId} order by ${brands.position}, ${brands.id})`.as(
        'rank',
      ),
    })
    .from(brands)
    .where(inArray(brands.categoryId, ids))
    .as('ranked')
  const [brandRows, bannerRows] = await Promise.all([
    db
      .select({
        id: ranked.id,
        slug: ranked.slug,
        name: ranked.name,
        logo: ranked.logo,
        description: ranked.description,
        category_id: ranked.category_id,
      })
      .from(ranked)
      .where(lte(ranked.rank, BRANDS_PER_CATEGORY))
      .orderBy(asc(ranked.category_id), asc(ranked.rank)),
    db
      .select({
        id: banners.id,
        image: banners.image,
        alt: banners.alt,
        link: banners.link,
        categoryId: banners.categoryId,
      })
      .from(banners)
      .where(inArray(banners.categoryId, ids))
      .orderBy(asc(banners.position), asc(banners.id)),
  ])

  return rows.map((category) => ({
    ...category,
    brands: brandRows.filter((brand) => brand.category_id === category.id),
    banner_images: bannerRows
      .filter((banner) => banner.categoryId === category.id)
      .map(({ id, image, alt, link }) => ({ id, image, alt, link })),
  }))
}

/** Banners of the banner categories of one feed, in category then banner order. */
export async function listFeedBanners(db: Database, userType: FeedUserType): Promise<FeedBanner[]> {
  return db
    .select({
      id: banners.id,
      category_id: banners.categoryId,
      image: banners.image,
      alt: banners.alt,
      link: banners.link,
      banner_size: categories.bannerSize,
    })
    .from(banners)
    .innerJoin(categories, eq(categories.id, banners.categoryId))
    .where(and(eq(categories.userType, userType), eq(categories.isBanner, true)))
    .orderBy(asc(categories.position), asc(categories.id), asc(banners.position), asc(banners.id))
}

/** A category of the given feed, or 404: ids of the other feed are not found here. */
async function requireCategory(db: Database, categoryId: number, userType: FeedUserType) {
  const [category] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.userType, userType)))
    .limit(1)
  if (!category) throw new ApiError(404, 'Category not found')
  return category
}

/** One more row than asked tells honestly whether another page exists. */
function toPage<T>(rows: T[], limit: number): Page<T> {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit }
}

export async function listCategoryBrands(
  db: Database,
  query: { categoryId: number; userType: FeedUserType; offset: number; limit: number },
): Promise<Page<BrandCard>> {
  await requireCategory(db, query.categoryId, query.userType)
  const rows = await db
    .select(brandCardColumns)
    .from(brands)
    .where(eq(brands.categoryId, query.categoryId))
    .orderBy(...byPosition)
    .offset(query.offset)
    .limit(query.limit + 1)
  return toPage(rows, query.limit)
}

const feedItemColumns = {
  id: feeds.id,
  title: feeds.title,
  body: feeds.body,
  image: feeds.image,
  createdAt: feeds.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  brandId: brands.id,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandLogo: brands.logo,
  callId: castingCalls.feedId,
  callTalentType: castingCalls.talentType,
  callCity: castingCalls.city,
  callRemote: castingCalls.remote,
  callPaid: castingCalls.paid,
  callDeadline: castingCalls.deadline,
  callClosed: closedCondition,
}

/** A feed that is not a closed casting call: closed calls drop out of every feed listing (ADR 026). */
const notClosedCall = or(isNull(castingCalls.feedId), openCondition)

function callOfRow(row: FeedItemRow): FeedCall | null {
  const { callId, callTalentType, callRemote, callPaid, callDeadline } = row
  if (callId === null || callTalentType === null || callRemote === null || callPaid === null || callDeadline === null)
    return null
  return {
    id: callId,
    url: callPath(callId),
    talentType: callTalentType,
    city: row.callCity,
    remote: callRemote,
    paid: callPaid,
    deadline: callDeadline,
    closed: Boolean(row.callClosed),
  }
}

function toFeedItem(row: FeedItemRow): FeedItem {
  const { brandId, brandSlug, brandName, brandLogo } = row
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image: row.image,
    created_at: row.createdAt.toISOString(),
    category: { id: row.categoryId, name: row.categoryName },
    brand:
      brandId !== null && brandSlug !== null && brandName !== null && brandLogo !== null
        ? { id: brandId, slug: brandSlug, name: brandName, logo: brandLogo }
        : null,
    call: callOfRow(row),
  }
}

function feedItemQuery(db: Database) {
  return db
    .select(feedItemColumns)
    .from(feeds)
    .innerJoin(categories, eq(categories.id, feeds.categoryId))
    .leftJoin(brands, eq(brands.id, feeds.brandId))
    .leftJoin(castingCalls, eq(castingCalls.feedId, feeds.id))
}

type FeedItemRow = Awaited<ReturnType<typeof feedItemQuery>>[number]

export async function getFeedItem(db: Database, id: number): Promise<FeedItem> {
  const [row] = await feedItemQuery(db).where(eq(feeds.id, id)).limit(1)
  if (!row) throw new ApiError(404, 'Feed not found')
  return toFeedItem(row)
}

/** A category's feed items, newest first. */
export async function listCategoryFeeds(
  db: Database,
  query: { categoryId: number; userType: FeedUserType; offset: number; limit: number },
): Promise<Page<FeedItem>> {
  await requireCategory(db, query.categoryId, query.userType)
  const rows = await feedItemQuery(db)
    .where(and(eq(feeds.categoryId, query.categoryId), notClosedCall))
    .orderBy(desc(feeds.createdAt), desc(feeds.id))
    .offset(query.offset)
    .limit(query.limit + 1)
  const page = toPage(rows, query.limit)
  return { items: page.items.map(toFeedItem), hasMore: page.hasMore }
}

export async function getBrandPage(db: Database, slug: string): Promise<BrandPage> {
  const [brand] = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      logo: brands.logo,
      description: brands.description,
      connectUrl: brands.connectUrl,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(brands)
    .innerJoin(categories, eq(categories.id, brands.categoryId))
    .where(eq(brands.slug, slug))
    .limit(1)
  if (!brand) throw new ApiError(404, 'Brand not found')
  const headlines = await db
    .select({
      id: feeds.id,
      title: feeds.title,
      image: feeds.image,
      createdAt: feeds.createdAt,
      callId: castingCalls.feedId,
    })
    .from(feeds)
    .leftJoin(castingCalls, eq(castingCalls.feedId, feeds.id))
    .where(and(eq(feeds.brandId, brand.id), notClosedCall))
    .orderBy(desc(feeds.createdAt), desc(feeds.id))
    .limit(BRAND_PAGE_FEEDS)
  const { categoryId, categoryName, ...rest } = brand
  return {
    ...rest,
    category: { id: categoryId, name: categoryName },
    feeds: headlines.map(({ createdAt, callId, ...feed }) => ({
      ...feed,
      created_at: createdAt.toISOString(),
      url: callId === null ? null : callPath(callId),
    })),
  }
}

/** A brand's id, or its slug when the key is not a number. */
export type BrandKey = { id: number } | { slug: string }

/**
 * Counts one connection to a brand (brands.total_connected + 1, and an analytics event naming the caller
 * when signed in) and returns where to send the visitor. The increment is a single UPDATE, so concurrent
 * connections never lose a count.
 */
export async function connectToBrand(
  db: Database,
  key: BrandKey,
  actorUserId: number | null,
): Promise<{ connectUrl: string; brand: { id: number; slug: string; name: string } }> {
  return db.transaction(async (tx) => {
    const [brand] = await tx
      .update(brands)
      .set({ totalConnected: sql`${brands.totalConnected} + 1` })
      .where('id' in key ? eq(brands.id, key.id) : eq(brands.slug, key.slug))
      .returning({ id: brands.id, slug: brands.slug, name: brands.name, connectUrl: brands.connectUrl })
    if (!brand) throw new ApiError(404, 'Brand not found')
    await tx.insert(analyticsEvents).values({ kind: 'connect', actorUserId, path: `/brand/${brand.slug}` })
    const { connectUrl, ...summary } = brand
    return { connectUrl, brand: summary }
  })
}
