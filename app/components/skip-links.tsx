import { useEffect, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { ASSISTANT_ID } from './chat/chat-launcher'
import * as styles from './layout.css'

/**
 * The first stops of the keyboard: past the header to the page, and (in the main layout) straight to the
 * assistant, which otherwise comes after every link of the page. The launcher renders only once the page
 * has hydrated, so its link appears then too, and only when the launcher is there: never a link to nothing
 * (without JavaScript there is no assistant to skip to).
 */
export function SkipLinks({ assistant = false }: { assistant?: boolean }) {
  const hydrated = useHydrated()
  const [launcherFound, setLauncherFound] = useState(false)
  useEffect(() => {
    // The launcher and this component turn hydrated in the same render, so it is in the document by now.
    if (assistant && hydrated) setLauncherFound(document.getElementById(ASSISTANT_ID) !== null)
  }, [assistant, hydrated])
  return (
    <div className={styles.skipLinks}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {launcherFound && (
        <a href={`#${ASSISTANT_ID}`} className={styles.skipLink} onClick={focusAssistant}>
          Skip to the assistant
        </a>
      )}
    </div>
  )
}

/** Focus goes to the launcher itself (a fragment link alone would only scroll to it), and the address stays. */
function focusAssistant(event: React.MouseEvent<HTMLAnchorElement>) {
  const launcher = document.getElementById(ASSISTANT_ID)
  if (!launcher) return
  event.preventDefault()
  launcher.focus()
}
