import { useLocation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import * as styles from './layout.css'
import { StrokeIcon } from './stroke-icon'

/**
 * The phone header's menu: a `<details>`, so it opens and closes without JavaScript. With JavaScript it also
 * closes after a navigation, on Escape (focus goes back to its button) and on a click or tap outside it.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()

  useEffect(() => {
    if (ref.current) ref.current.open = false
  }, [location.key])

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const menu = ref.current
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [])

  const closeOnEscape = (event: React.KeyboardEvent<HTMLDetailsElement>) => {
    const menu = ref.current
    if (event.key !== 'Escape' || !menu?.open) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  }

  return (
    // Escape is a keyboard shortcut of the menu, not an interaction with the <details> itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={ref} className={styles.menu} onKeyDown={closeOnEscape} data-testid="header-menu">
      <summary className={styles.menuButton}>
        <MenuIcon />
        <span className="visually-hidden">Menu</span>
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  )
}

function MenuIcon() {
  return (
    <StrokeIcon className={styles.menuIcon}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </StrokeIcon>
  )
}
