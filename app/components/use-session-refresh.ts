import { useEffect } from 'react'
import { TOKEN_REFRESH_SECONDS } from '~/constants'

/** The resource route that refreshes the session's access token (app/routes/resources.session-refresh.ts). */
export const SESSION_REFRESH_PATH = '/resources/session-refresh'
/** After a failed call (offline, a deploy) the page asks again this soon. */
const RETRY_AFTER_FAILURE_MS = 60_000
/** Never sooner than this, whatever the answer says (a token already due is refreshed by the call itself). */
const MIN_DELAY_MS = 5_000

type Answer = { signedIn: true; refreshInSeconds: number } | { signedIn: false; redirectTo: string | null }

function readAnswer(body: unknown): Answer | null {
  if (typeof body !== 'object' || body === null) return null
  const { signedIn, refreshInSeconds, redirectTo }: Record<string, unknown> = { ...body }
  if (signedIn === true && typeof refreshInSeconds === 'number') return { signedIn, refreshInSeconds }
  if (signedIn === false) return { signedIn, redirectTo: typeof redirectTo === 'string' ? redirectTo : null }
  return null
}

/**
 * Requirements §4/§8: while signed in and the page stays open, the access token is refreshed every 55 minutes
 * (TOKEN_REFRESH_SECONDS) by this timer, not only on the next request, so the chat socket keeps working. The
 * first call, when the page opens, learns how old the token is; each answer says when the next is due. A refused
 * refresh ends the session: the page goes to the sign-in page, which says why.
 */
export function useSessionRefresh(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const schedule = (ms: number) => {
      if (!stopped) timer = setTimeout(() => void refresh(), Math.max(ms, MIN_DELAY_MS))
    }
    async function refresh() {
      let answer: Answer | null = null
      try {
        const response = await fetch(SESSION_REFRESH_PATH, { method: 'POST', headers: { accept: 'application/json' } })
        answer = readAnswer(await response.json())
      } catch {
        answer = null
      }
      if (stopped) return
      if (!answer) return schedule(RETRY_AFTER_FAILURE_MS)
      if (answer.signedIn) return schedule(Math.min(answer.refreshInSeconds, TOKEN_REFRESH_SECONDS) * 1000)
      if (answer.redirectTo) window.location.assign(answer.redirectTo)
    }
    void refresh()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [signedIn])
}
