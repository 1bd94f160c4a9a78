import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { io } from 'socket.io-client'
import type { NotificationView } from '../../../api/services/notifications'
import { chatSocketOptions } from '../chat/chat-socket'
import { watchChatSocket, type ChatSocket } from '../chat/shared-socket'
import { notify } from '../toaster'
import { countArrivedNotification } from './unread-count'

/**
 * Listens for the signed-in user's `notification` events: on the chat's socket while the chat is open,
 * else on a socket of its own (closed when the chat opens one). Each event bumps the header's count,
 * shows a toast and revalidates the page's loaders, so what it is about (a request's status, an inbox)
 * updates without a reload.
 */
export default function NotificationSocket({ userId }: { userId: string }) {
  const { revalidate } = useRevalidator()
  const revalidateRef = useRef(revalidate)
  revalidateRef.current = revalidate

  useEffect(() => {
    const onNotification = (notification: NotificationView) => {
      countArrivedNotification()
      notify(notification.title, { toastId: `notification-${notification.id}` })
      revalidateRef.current()
    }
    let own: ChatSocket | null = null
    let listening: ChatSocket | null = null
    // `<html data-notifications="live">` while a connected socket listens: tests wait for it before an event.
    const markLive = () => {
      if (listening?.connected) document.documentElement.dataset.notifications = 'live'
      else delete document.documentElement.dataset.notifications
    }
    const listenOn = (socket: ChatSocket | null) => {
      listening?.off('notification', onNotification)
      listening?.off('connect', markLive)
      listening?.off('disconnect', markLive)
      listening = socket
      socket?.on('notification', onNotification)
      socket?.on('connect', markLive)
      socket?.on('disconnect', markLive)
      markLive()
    }
    const stopWatching = watchChatSocket((chat) => {
      if (chat) {
        listenOn(chat)
        own?.disconnect()
        own = null
      } else if (!own) {
        // hasHistory: the server greets a conversation only when asked, and this socket never chats.
        own = io(chatSocketOptions(() => true))
        listenOn(own)
      }
    })
    return () => {
      stopWatching()
      listenOn(null)
      own?.disconnect()
    }
  }, [userId])
  return null
}
