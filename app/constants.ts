/** Every business constant of requirements §9, named after what it means. */

/** The access token is refreshed when it is this old (55 minutes), before its 1 h expiry. */
export const TOKEN_REFRESH_SECONDS = 3300
/** Viewed talent ids kept to leave them out of the next list. */
export const MAX_VIEWED_TALENT_IDS = 50
export const SEARCH_HISTORY_LIMIT = 3
export const SEARCH_HISTORY_EXPIRY_MS = 60 * 60 * 1000
export const SEARCH_QUERIES_LIMIT = 3
/** Categories, banners and brands are cached this long, per user type. */
export const FEED_CACHE_TTL_MS = 15 * 60 * 1000
/** Background refresh of the feed caches at most this often (timer and tab visibility). */
export const FEED_REVALIDATE_INTERVAL_MS = 5 * 60 * 1000
export const OTHER_USER_TYPE_PREFETCH_DELAY_MS = 3000
export const BRAND_PAGE_SIZE = 5
export const SOCKET_CONNECTION_TIMEOUT_MS = 20_000
export const LOAD_MORE_TIMEOUT_MS = 10_000
export const RECONNECT_DELAY_MS = 5000
export const AUTH_CHECK_TIMEOUT_MS = 5000
/** The chat pings the server this often while connected and shows the round-trip time. */
export const CHAT_PING_INTERVAL_MS = 30_000
export const CHAT_RESET_CHECK_INTERVAL_MS = 3_600_000
export const SEARCH_PAGE_SIZE = 10
export const MAX_SEARCH_ATTEMPTS = 3
export const DEFAULT_BANNER_SIZE = '1080x1080'
export const TOAST_AUTO_CLOSE_MS = 3000
/** A page while the database is away (the API's 503 says the same). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.'
export const RETRY_AFTER_SECONDS = 5

/** User types as the feeds API numbers them. */
export const USER_TYPE_TALENT = 1
export const USER_TYPE_RECRUITER = 2

/** The password form posts to its own-profile page with `?intent=change-password`: the per-IP limit tells it apart unread. */
export const CHANGE_PASSWORD_INTENT = 'change-password'
/** The own-profile pages, which hold the password form. */
export const PROFILE_PAGES = ['/my-profile/talent', '/my-profile/recruiter'] as const

/** The start page shows this many of the talents the browser viewed last (ADR 008's cookie holds up to 50). */
export const START_PAGE_VIEWED_TALENTS = 6
/** A stored search's count is exact up to this many (the API's totalResults cap, ADR 007). */
export const SEARCH_TOTAL_CAP = 100
