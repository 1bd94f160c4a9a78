/**
 * A talent's photos and voice demos from the pages (issue 19): the talent page's list, the upload passed
 * on to the API as a stream, and the small forms of each item (resources.my-media.ts, resources.my-media.$id.ts).
 * The media routes are not in the app's typed client (api/client.ts), so they get their own, typed from
 * the route module and sent through fetchApiAsUser with the session's token.
 */
import { redirect, type AppLoadContext } from '@remix-run/node'
import { hc, type InferResponseType } from 'hono/client'
import { z } from 'zod'
import type { myMediaRoutes } from '../../api/routes/my-media'
import {
  fetchApiAsUser,
  SESSION_EXPIRED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  type ApiAnswer,
  type ApiResponse,
  type ApiResult,
} from '~/services/api.server'
import { getOptionalUser } from '~/services/auth.server'
import { redirectWithToast } from '~/services/toast.server'
import { MEDIA_SECTION_ID } from '~/components/media-manager/limits'

type MediaApi = ReturnType<typeof hc<ReturnType<typeof myMediaRoutes>>>
export type OwnMedia = InferResponseType<MediaApi['my-media']['$get'], 200>['media']
export type OwnPhoto = OwnMedia['photos'][number]
export type OwnVoiceDemo = OwnMedia['voiceDemos'][number]

export const NOT_A_TALENT_MESSAGE = 'Only a talent can have photos and voice demos.'
export const SIGN_IN_TO_UPLOAD_MESSAGE = 'Sign in to add photos and voice demos.'
const TALENT_PAGE = '/my-profile/talent'
export const MEDIA_SECTION = `${TALENT_PAGE}#${MEDIA_SECTION_ID}`

/** Only builds the URLs of the typed client: fetchApiAsUser sends each call to the API. */
const CLIENT_BASE = 'http://castline.internal/api/v1'

const failureSchema = z.object({ success: z.literal(false), message: z.string() })

/** One call of the media routes as an ApiResult; a session that cannot be refreshed throws its redirect. */
async function callMedia<R extends ApiResponse>(
  request: Request,
  context: AppLoadContext,
  call: (api: MediaApi) => Promise<R>,
): Promise<ApiResult<ApiAnswer<R>>> {
  const api = hc<ReturnType<typeof myMediaRoutes>>(CLIENT_BASE, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetchApiAsUser(request, context, String(input).slice(CLIENT_BASE.length), init),
  })
  let response: R
  let body: unknown
  try {
    response = await call(api)
    body = await response.json()
  } catch (error) {
    if (error instanceof Response) throw error
    return { success: false, message: UNEXPECTED_ERROR_MESSAGE, status: 0 }
  }
  const failure = failureSchema.safeParse(body)
  if (failure.success) return { success: false, message: failure.data.message, status: response.status }
  if (response.status < 200 || response.status >= 300 || typeof body !== 'object' || body === null) {
    return { success: false, message: UNEXPECTED_ERROR_MESSAGE, status: response.status }
  }
  // The API and this client share the answer's type (as api.server.ts's toResult takes it).
  const answer = body as ApiAnswer<R>
  return Object.assign(answer, { success: true as const })
}

export function loadOwnMedia(request: Request, context: AppLoadContext) {
  return callMedia(request, context, (api) => api['my-media'].$get())
}

/** Who may post to the media routes: a talent. A guest is sent to sign in; a recruiter is refused. */
export async function requireTalentForMedia(request: Request, context: AppLoadContext, wantsJson: boolean) {
  const user = await getOptionalUser(request, context)
  if (!user) {
    if (wantsJson) throw Response.json({ success: false, message: SIGN_IN_TO_UPLOAD_MESSAGE }, { status: 401 })
    throw redirect(`/login?${new URLSearchParams({ redirectTo: TALENT_PAGE })}`)
  }
  if (user.userType !== 'talent') {
    throw wantsJson
      ? Response.json({ success: false, message: NOT_A_TALENT_MESSAGE }, { status: 403 })
      : new Response(NOT_A_TALENT_MESSAGE, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return user
}

/** A script's upload (XMLHttpRequest with `Accept: application/json`) rather than the form's post. */
export function wantsJson(request: Request): boolean {
  return /\bapplication\/json\b/.test(request.headers.get('accept') ?? '')
}

const uploadAnswerSchema = z.object({ success: z.boolean(), message: z.string() })

/**
 * The upload: the request's body goes on to POST /api/v1/my-media as it arrives (never read or held here;
 * the server lets this path by its body limit, server/body-limits.ts). A script (`json`) gets the API's
 * JSON and status as they are; the form's post goes back to the talent page with the API's message as a toast.
 */
export async function forwardUpload(request: Request, context: AppLoadContext, json: boolean): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' })
  for (const name of ['content-type', 'content-length']) {
    const value = request.headers.get(name)
    if (value) headers.set(name, value)
  }
  let upstream: Response
  try {
    upstream = await fetchApiAsUser(request, context, '/my-media', {
      method: 'POST',
      body: request.body,
      headers,
      duplex: 'half',
      signal: request.signal,
    })
  } catch (error) {
    if (error instanceof Response) return json ? sessionExpiredJson(error) : error
    return answerUpload(json, 503, { success: false, message: UNEXPECTED_ERROR_MESSAGE })
  }
  const text = await upstream.text()
  const parsed = uploadAnswerSchema.safeParse(safeJson(text))
  if (json) {
    const passed = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    const retryAfter = upstream.headers.get('retry-after')
    if (retryAfter) passed.set('retry-after', retryAfter)
    return parsed.success
      ? new Response(text, { status: upstream.status, headers: passed })
      : answerUpload(true, upstream.status >= 400 ? upstream.status : 502, {
          success: false,
          message: UNEXPECTED_ERROR_MESSAGE,
        })
  }
  const answer = parsed.success ? parsed.data : { success: false, message: UNEXPECTED_ERROR_MESSAGE }
  return answerUpload(false, upstream.status, answer)
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function answerUpload(json: boolean, status: number, answer: { success: boolean; message: string }) {
  if (json) return Response.json(answer, { status, headers: { 'cache-control': 'no-store' } })
  return redirectWithToast(MEDIA_SECTION, { type: answer.success ? 'success' : 'error', message: answer.message })
}

/** A script's upload whose session could not be refreshed: 401 with the reason, the session's end kept. */
function sessionExpiredJson(thrown: Response): Response {
  const headers = new Headers({ 'cache-control': 'no-store' })
  for (const cookie of thrown.headers.getSetCookie()) headers.append('set-cookie', cookie)
  return Response.json({ success: false, message: SESSION_EXPIRED_MESSAGE }, { status: 401, headers })
}

// ---------------------------------------------------------------------------------------------------
// One item's forms: details, headshot, move, delete

export const MediaItemFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('details'),
    caption: z.string().max(200).optional(),
    alt: z.string().max(300).optional(),
    title: z.string().max(80).optional(),
  }),
  z.object({ intent: z.literal('headshot') }),
  z.object({ intent: z.literal('move'), direction: z.enum(['earlier', 'later']) }),
  z.object({ intent: z.literal('delete') }),
])
export type MediaItemForm = z.infer<typeof MediaItemFormSchema>

export interface MediaItemOutcome {
  ok: boolean
  message: string
  status: number
}

const kindName = (kind: 'photo' | 'voice') => (kind === 'photo' ? 'Photo' : 'Voice demo')

/** Does what one item's form asks through the API and says how it went, in words for a toast. */
export async function changeOwnMedia(
  request: Request,
  context: AppLoadContext,
  id: string,
  form: MediaItemForm,
): Promise<MediaItemOutcome> {
  const lists = await loadOwnMedia(request, context)
  if (!lists.success) return { ok: false, message: lists.message, status: lists.status || 503 }
  const photoIndex = lists.media.photos.findIndex((photo) => photo.id === id)
  const voiceIndex = lists.media.voiceDemos.findIndex((demo) => demo.id === id)
  if (photoIndex < 0 && voiceIndex < 0) {
    return { ok: false, message: 'That photo or voice demo is no longer on your profile.', status: 404 }
  }
  const kind = photoIndex >= 0 ? 'photo' : 'voice'
  const name = kindName(kind)
  const param = { id }

  if (form.intent === 'details') {
    const { caption, alt, title } = form
    const json = kind === 'photo' ? { caption: caption ?? '', alt: alt ?? '' } : { title: title ?? '' }
    const saved = await callMedia(request, context, (api) => api['my-media'][':id'].$patch({ param, json }))
    return outcome(saved, kind === 'photo' ? 'Photo details saved.' : 'Voice demo title saved.')
  }
  if (form.intent === 'headshot') {
    if (kind !== 'photo') return { ok: false, message: 'Only a photo can be your headshot.', status: 400 }
    const made = await callMedia(request, context, (api) => api['my-media'][':id'].headshot.$post({ param }))
    return outcome(made, 'Headshot changed: this photo now leads your profile.')
  }
  if (form.intent === 'move') {
    const list = kind === 'photo' ? lists.media.photos : lists.media.voiceDemos
    const ids = list.map((item) => item.id)
    const from = kind === 'photo' ? photoIndex : voiceIndex
    const to = form.direction === 'earlier' ? from - 1 : from + 1
    if (to < 0 || to >= ids.length) {
      return { ok: true, message: `${name} ${from + 1} of ${ids.length} stays where it is.`, status: 200 }
    }
    ids.splice(to, 0, ...ids.splice(from, 1))
    const moved = await callMedia(request, context, (api) => api['my-media'].order.$put({ json: { kind, ids } }))
    const headshot = kind === 'photo' && to === 0 ? ' It is your headshot now.' : ''
    return outcome(moved, `${name} moved to place ${to + 1} of ${ids.length}.${headshot}`)
  }
  const deleted = await callMedia(request, context, (api) => api['my-media'][':id'].$delete({ param }))
  return outcome(deleted, `${name} deleted.`)
}

function outcome(result: ApiResult<object>, message: string): MediaItemOutcome {
  return result.success
    ? { ok: true, message, status: 200 }
    : { ok: false, message: result.message, status: result.status || 503 }
}
