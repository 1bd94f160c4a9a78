import { lazy, Suspense, useEffect, useState } from 'react'
import type { Toast } from '~/services/toast.server'

/** The toast area and react-toastify load with the first toast: most pages never show one. */
const ToastArea = lazy(() => import('./toast-area'))

type ToastOptions = { type?: Toast['type']; toastId?: string; link?: Toast['link'] }

let areaWanted = false
const wantArea = new Set<() => void>()

/**
 * Shows a toast (requirements §2). react-toastify keeps toasts sent before its container mounts and shows
 * them once it does, so the first one waits only for the two modules to load.
 */
export function notify(message: string, { link, ...options }: ToastOptions = {}) {
  if (!areaWanted) {
    areaWanted = true
    for (const show of wantArea) show()
  }
  const content = link ? (
    <span>
      {message} <a href={link.href}>{link.label}</a>
    </span>
  ) : (
    message
  )
  void import('react-toastify/unstyled').then(({ toast }) => toast(content, options))
}

/** The toast area of requirements §2, mounted on the first toast; the flash message of a redirect is one. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [shown, setShown] = useState(areaWanted)
  useEffect(() => {
    const show = () => setShown(true)
    wantArea.add(show)
    if (areaWanted) show()
    return () => {
      wantArea.delete(show)
    }
  }, [])
  useEffect(() => {
    if (toast) notify(toast.message, { type: toast.type, toastId: toast.id, link: toast.link })
  }, [toast])
  return shown ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null
}
