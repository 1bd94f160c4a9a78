import { useEffect, useState, type RefObject } from 'react'
import { FULL_SCREEN_MEDIA } from './chat.css'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * While the chat covers the whole screen (a phone, or a desktop zoomed to 400 %) it is a modal dialog: Tab and
 * Shift+Tab go round its own controls instead of into the page hidden under it. Returns whether it is modal now.
 */
export function useFullScreenTrap(container: RefObject<HTMLElement | null>): boolean {
  const fullScreen = useFullScreen()
  useEffect(() => {
    if (!fullScreen) return
    const onKey = (event: KeyboardEvent) => {
      const root = container.current
      if (event.key !== 'Tab' || !root) return
      const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      const inside = root.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [fullScreen, container])
  return fullScreen
}

/** Whether the screen is a phone's (FULL_SCREEN_MEDIA): the chat is full-screen and its launcher sits in the header. */
export function useFullScreen(): boolean {
  const [fullScreen, setFullScreen] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(FULL_SCREEN_MEDIA)
    const update = () => setFullScreen(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return fullScreen
}
