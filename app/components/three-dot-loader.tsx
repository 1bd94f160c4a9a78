import * as styles from './three-dot-loader.css'

/** The loader of requirements §2: three dots on a dark background, announced politely. */
export function ThreeDotLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.backdrop} role="status" aria-live="polite">
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
