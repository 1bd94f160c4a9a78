import type { Socket } from 'socket.io-client'
import type { ClientToServerEvents, ServerToClientEvents } from '../../../assistant/protocol'

/** The chat socket, typed by the protocol the server speaks (assistant/protocol.ts). */
export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>

/**
 * The chat's open socket, told to whoever else on the page listens to the server (real-time
 * notifications), so that a page with the chat open holds one socket, not two: each signed-in user may
 * hold only MAX_SOCKETS_PER_USER (assistant/socket.ts).
 */
let chatSocket: ChatSocket | null = null
const watchers = new Set<(socket: ChatSocket | null) => void>()

export function shareChatSocket(socket: ChatSocket | null) {
  chatSocket = socket
  for (const watch of watchers) watch(socket)
}

/** Calls `watch` with the chat's socket now and on every change; returns the function that stops it. */
export function watchChatSocket(watch: (socket: ChatSocket | null) => void): () => void {
  watchers.add(watch)
  watch(chatSocket)
  return () => void watchers.delete(watch)
}
