import type { Toast } from '~/services/toast.server'
import * as styles from './flash-banner.css'

/**
 * The flash message for a browser without JavaScript, where the toast cannot appear: inside
 * <noscript>, so with JavaScript on only the toast shows it, never both.
 */
export function FlashBanner({ toast }: { toast: Toast | null }) {
  if (!toast) return null
  return (
    <noscript>
      <div className={styles.banner[toast.type]} role="status" data-testid="flash-banner">
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <a href={toast.link.href}>{toast.link.label}</a>
          </>
        )}
      </div>
    </noscript>
  )
}
