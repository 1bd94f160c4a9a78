/**
 * How many brand pages a category shows lives in the URL, one parameter per expanded category:
 * `?brands-3=2` shows two pages (10 brands) of category 3. Without JavaScript "More brands" is a link
 * that adds a page; with JavaScript the next page is appended in place instead.
 */
export const MAX_BRAND_PAGES = 10

const PARAM = /^brands-(\d{1,9})$/

export const brandPagesParam = (categoryId: number) => `brands-${categoryId}`

/** Category id → pages (2..max); anything malformed or out of range is left out, never an error. */
export function parseBrandPages(params: URLSearchParams, max = MAX_BRAND_PAGES): Map<number, number> {
  const pages = new Map<number, number>()
  for (const [key, value] of params) {
    const id = PARAM.exec(key)?.[1]
    if (!id || !/^\d{1,3}$/.test(value)) continue
    const count = Number(value)
    if (count >= 2 && count <= max) pages.set(Number(id), count)
  }
  return pages
}

/** The same page with one parameter set (or removed with null), other parameters kept. */
export function withParam(
  { pathname, search }: { pathname: string; search: string },
  key: string,
  value: string | null,
): string {
  const params = new URLSearchParams(search)
  if (value === null) params.delete(key)
  else params.set(key, value)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}
