import { useEffect } from 'react'
import { Slide, ToastContainer, toast as showToast } from 'react-toastify/unstyled'
import { TOAST_AUTO_CLOSE_MS } from '~/constants'
import type { Toast } from '~/services/toast.server'

/** The toast area exactly as requirements §2 configures it. */
export function Toaster({ toast }: { toast: Toast | null }) {
  useEffect(() => {
    if (toast) showToast(toast.message, { type: toast.type, toastId: toast.id })
  }, [toast])
  return (
    <ToastContainer
      position="top-center"
      theme="dark"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
      transition={Slide}
    />
  )
}
