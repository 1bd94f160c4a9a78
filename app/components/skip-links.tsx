import { useHydrated } from 'remix-utils/use-hydrated'
import * as styles from './layout.css'

/** Where "Skip to the assistant" goes: the chat launcher's button carries this id. */
export const ASSISTANT_ID = 'assistant'

/**
 * The first stops of the keyboard: past the header to the page, and (in the main layout) straight to the
 * assistant, which otherwise comes after every link of the page. The launcher renders only once the page
 * has hydrated, and so does its link: without JavaScript there is no assistant to skip to.
 */
export function SkipLinks({ assistant = false }: { assistant?: boolean }) {
  const hydrated = useHydrated()
  return (
    <div className={styles.skipLinks}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {assistant && hydrated && (
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
