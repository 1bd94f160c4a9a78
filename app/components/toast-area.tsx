import { Slide, ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/ReactToastify.css'
import { TOAST_AUTO_CLOSE_MS } from '~/constants'

/** The toast area exactly as requirements §2 configures it; loaded lazily by `Toaster` with its styles. */
export default function ToastArea() {
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
