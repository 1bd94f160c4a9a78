import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { ClientOnly } from 'remix-utils/client-only'
import { useSessionRefresh } from '~/components/use-session-refresh'
import { useOptionalUser } from '~/services/user'
import * as styles from './chat.css'
import { useFullScreen } from './use-full-screen-trap'

const ChatIsland = lazy(() => import('./chat-island'))

/** The launcher's id: the header's skip link (`href="#assistant"`) lands on it. */
export const ASSISTANT_ID = 'assistant'
/** Where the header keeps room for the launcher on a phone (site-header.tsx). */
export const ASSISTANT_SLOT_ID = 'assistant-slot'
/** Any page may open the assistant (a button "Ask the assistant"): `window.dispatchEvent(new Event(...))`. */
export const OPEN_ASSISTANT_EVENT = 'castline:open-assistant'

export function openAssistant() {
  window.dispatchEvent(new Event(OPEN_ASSISTANT_EVENT))
}

function ChatIcon() {
  return (
    <svg
      className={styles.launcherIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The assistant's launcher (requirements §2: a panel that opens, closes and toggles). The island's code and its
 * socket load on the first open; before JavaScript runs, an invisible placeholder of the same size holds
 * the place so nothing shifts. The space after it keeps the page's last lines clear of the floating button.
 */
export function ChatLauncher() {
  return (
    <>
      <div className={styles.launcherSpace} aria-hidden="true" />
      <ClientOnly fallback={<span className={styles.launcherSkeleton} aria-hidden="true" />}>
        {() => <Launcher />}
      </ClientOnly>
    </>
  )
}

/** Alt+/ (or Option+/) opens and closes the assistant from anywhere. */
const isShortcut = (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'Slash'

function Launcher() {
  const user = useOptionalUser()
  useSessionRefresh(user !== null)
  const [open, setOpen] = useState(false)
  const [started, setStarted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const show = useCallback(() => {
    setStarted(true)
    setOpen(true)
  }, [])
  // Closing gives the focus back to the button that opened the panel.
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  const toggle = () => (open ? close() : show())
  // On a phone the button goes into the header's row; elsewhere it floats at the bottom right.
  const fullScreen = useFullScreen()
  const slot = fullScreen ? document.getElementById(ASSISTANT_SLOT_ID) : null
  const label = open ? 'Close assistant' : 'Ask the assistant'

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      setStarted(true)
      setOpen((current) => {
        if (current) button.current?.focus()
        return !current
      })
    }
    // The skip link to #assistant: the browser scrolls to the button; focus it too, so Enter opens the chat.
    const onHash = () => {
      if (window.location.hash === `#${ASSISTANT_ID}`) button.current?.focus()
    }
    // A second click on the skip link changes no hash: the click itself moves the focus then.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return
      if (event.target.closest(`a[href="#${ASSISTANT_ID}"]`)) requestAnimationFrame(() => button.current?.focus())
    }
    onHash()
    window.addEventListener('keydown', onKey)
    window.addEventListener('hashchange', onHash)
    window.addEventListener(OPEN_ASSISTANT_EVENT, show)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('hashchange', onHash)
      window.removeEventListener(OPEN_ASSISTANT_EVENT, show)
      document.removeEventListener('click', onClick)
    }
  }, [show])

  const launcher = (
    <button
      ref={button}
      id={ASSISTANT_ID}
      type="button"
      className={slot ? styles.launcherInHeader : styles.launcher}
      aria-label={label}
      aria-expanded={open}
      aria-keyshortcuts="Alt+/"
      onClick={toggle}
      data-testid="chat-launcher"
    >
      <ChatIcon />
      <span className={styles.launcherLabel}>{label}</span>
    </button>
  )
  return (
    <>
      {slot ? createPortal(launcher, slot) : launcher}
      {started && (
        <Suspense fallback={open ? <div className={styles.panel} aria-busy="true" /> : null}>
          <ChatIsland open={open} userId={user?.USERID ?? null} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
