import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import type { InferResponseType } from 'hono/client'
import { SEARCH_FAILED_MESSAGE, SEARCH_SERVER_ERROR_MESSAGE } from '~/components/talent-results'
import { SEARCH_PAGE_SIZE } from '~/constants'
import { getApiClient, SESSION_EXPIRED_MESSAGE, type Api } from '~/services/api.server'
import { resourceAnswer } from '~/services/cache-control.server'
import { nameAndSortParams } from '~/components/talent-filters'
import { parseListQuery } from './talent-lists.server'
import { readForm } from '~/services/form.server'

type Found = InferResponseType<Api['search-talents']['$post'], 200>

/** The API's answer, down to what the page's "Load more" reads. */
export type TalentSearchAnswer =
  | Pick<Found, 'success' | 'talents' | 'message' | 'hasMore' | 'page' | 'totalResults' | 'sessionId'>
  | { success: false; message: string }

/** A JSON answer with its status (a resource route answers with a plain Response). */
const answer = (body: TalentSearchAnswer, init?: ResponseInit) => Response.json(body, init)

/**
 * "Load more" of the talent lists (requirements §4 "Talent search"): the next page of POST /search-talents with
 * the list's filters, on behalf of whoever is calling (their token when signed in). A sessionId from an
 * earlier answer continues that search. Answers JSON, whatever happens.
 */
async function searchTalents(request: Request, context: LoaderFunctionArgs['context'], params: URLSearchParams) {
  const { filters, name, sort, page, sessionId, errors } = parseListQuery(params, { withNameAndSort: true })
  const problem = Object.values(errors)[0]
  if (problem) return answer({ success: false, message: problem }, { status: 400 })

  let caller
  try {
    caller = await getApiClient(request, context)
  } catch (error) {
    // The session ended (its tokens could not be refreshed): say so, and pass on the cookie that ends it.
    if (error instanceof Response) {
      const headers = new Headers()
      for (const cookie of error.headers.getSetCookie()) headers.append('set-cookie', cookie)
      return answer({ success: false, message: SESSION_EXPIRED_MESSAGE }, { status: 401, headers })
    }
    throw error
  }
  // The all-talents page's name and sort ride along; a continued session keeps its own.
  const json = {
    filters,
    ...nameAndSortParams({ name, sort }),
    page,
    limit: SEARCH_PAGE_SIZE,
    ...(sessionId ? { sessionId } : {}),
  }
  const result = await caller.request((api) => api['search-talents'].$post({ json }))
  if (result.success) {
    const { talents, message, hasMore, totalResults } = result
    return answer({
      success: true,
      talents,
      message,
      hasMore,
      page: result.page,
      totalResults,
      sessionId: result.sessionId,
    })
  }
  const status = result.status ?? 0
  if (status === 0 || status >= 500) {
    return answer({ success: false, message: SEARCH_SERVER_ERROR_MESSAGE }, { status: 503 })
  }
  return answer({ success: false, message: result.message || SEARCH_FAILED_MESSAGE }, { status })
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return resourceAnswer(request, context, await searchTalents(request, context, new URL(request.url).searchParams))
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const params = new URLSearchParams()
  for (const [name, value] of form) if (typeof value === 'string') params.append(name, value)
  return resourceAnswer(request, context, await searchTalents(request, context, params))
}
