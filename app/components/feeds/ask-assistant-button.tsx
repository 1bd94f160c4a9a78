import { ClientOnly } from 'remix-utils/client-only'
import * as styles from './start-page.css'

/**
 * Opens the assistant's panel through its launcher (bottom right), which owns the panel and its socket.
 * The assistant needs JavaScript, so without it this button is not shown.
 */
export function AskAssistantButton({ className = styles.secondaryButton }: { className?: string }) {
  return (
    <ClientOnly fallback={null}>
      {() => (
        <button
          type="button"
          className={className}
          onClick={() => {
            const launcher = document.querySelector<HTMLButtonElement>('[data-testid="chat-launcher"]')
            if (launcher && launcher.getAttribute('aria-expanded') !== 'true') launcher.click()
          }}
        >
          Ask the assistant
        </button>
      )}
    </ClientOnly>
  )
}
