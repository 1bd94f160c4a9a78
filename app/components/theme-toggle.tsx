import { useFetcher, useLocation } from '@remix-run/react'
import { THEME_ACTION, type Theme } from '~/services/theme'
import { StrokeIcon } from './stroke-icon'
import * as styles from './theme-toggle.css'

/** A POST form: works without JavaScript (full round trip), optimistic with it. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: 'theme-toggle' })
  const location = useLocation()
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  return (
    <fetcher.Form method="post" action={THEME_ACTION}>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={styles.button} aria-label={`Switch to ${next} theme`} data-testid="theme-toggle">
        {next === 'light' ? <SunIcon /> : <MoonIcon />}
        <span className={styles.label}>{next === 'light' ? 'Light' : 'Dark'}</span>
      </button>
    </fetcher.Form>
  )
}

function SunIcon() {
  return (
    <StrokeIcon className={styles.icon}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  )
}

function MoonIcon() {
  return (
    <StrokeIcon className={styles.icon}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </StrokeIcon>
  )
}
