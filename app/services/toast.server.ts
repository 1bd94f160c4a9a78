import { createCookieSessionStorage, redirect } from '@remix-run/node'
import { z } from 'zod'
import { getEnv } from '../../server/env.server'

export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['info', 'success', 'warning', 'error']).default('info'),
  message: z.string().min(1),
  /** A local page the message points to ("Added Aanya to Biscuit ad – kids. Open the list"). */
  link: z.object({ href: z.string().startsWith('/'), label: z.string().min(1) }).optional(),
})
export type Toast = z.infer<typeof toastSchema>
export type ToastInput = z.input<typeof toastSchema>

const TOAST_KEY = 'toast'

let storage: ReturnType<typeof createToastStorage> | undefined
function createToastStorage() {
  const env = getEnv()
  return createCookieSessionStorage({
    cookie: {
      name: 'castline_toast',
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secrets: env.SESSION_SECRETS,
      secure: env.NODE_ENV === 'production' && env.COOKIE_SECURE,
    },
  })
}
const toastStorage = () => (storage ??= createToastStorage())

/** A Set-Cookie header carrying one toast across the next redirect (a flash message). */
export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const session = await toastStorage().getSession()
  session.flash(TOAST_KEY, toastSchema.parse(input))
  return new Headers({ 'set-cookie': await toastStorage().commitSession(session) })
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  for (const cookie of (await createToastHeaders(input)).getSetCookie()) headers.append('set-cookie', cookie)
  return redirect(url, { ...init, headers })
}

/** Reads and clears the pending toast; the returned headers must be sent with the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const header = request.headers.get('cookie')
  if (!header?.includes('castline_toast=')) return { toast: null, headers: null }
  const session = await toastStorage().getSession(header)
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY))
  if (!parsed.success) return { toast: null, headers: null }
  return { toast: parsed.data, headers: new Headers({ 'set-cookie': await toastStorage().destroySession(session) }) }
}
