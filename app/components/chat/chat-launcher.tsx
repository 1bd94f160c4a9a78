import { lazy, Suspense, useState } from 'react'
import { ClientOnly } from 'remix-utils/client-only'
import { useOptionalUser } from '~/services/user'
import * as styles from './chat.css'

const ChatIsland = lazy(() => import('./chat-island'))

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
 * the place so nothing shifts.
 */
export function ChatLauncher() {
  return (
    <ClientOnly fallback={<span className={styles.launcherSkeleton} aria-hidden="true" />}>
      {() => <Launcher />}
    </ClientOnly>
  )
}

function Launcher() {
  const user = useOptionalUser()
  const [open, setOpen] = useState(false)
  const [started, setStarted] = useState(false)
  const toggle = () => {
    setStarted(true)
    setOpen((current) => !current)
  }
  return (
    <>
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        onClick={toggle}
        data-testid="chat-launcher"
      >
        <ChatIcon />
        {open ? 'Close assistant' : 'Ask the assistant'}
      </button>
      {started && (
        <Suspense fallback={open ? <div className={styles.panel} aria-busy="true" /> : null}>
          <ChatIsland open={open} userId={user?.USERID ?? null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
