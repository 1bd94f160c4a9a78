import { useNavigate } from '@remix-run/react'
import { ChatPanel, isFullScreen } from './chat-panel'
import { ChatProvider } from './chat-provider'

/**
 * The chat island: loaded (with socket.io-client) only when the panel is first opened. It stays mounted
 * after that, so closing the panel keeps the conversation and the connection.
 */
export default function ChatIsland({
  open,
  userId,
  onClose,
}: {
  open: boolean
  userId: string | null
  onClose(): void
}) {
  const navigate = useNavigate()
  return (
    <ChatProvider
      userId={userId}
      onNavigate={(to) => {
        navigate(to)
        // On a phone the chat covers the page it just opened: it steps aside.
        if (isFullScreen()) onClose()
      }}
    >
      {open && <ChatPanel onClose={onClose} />}
    </ChatProvider>
  )
}
