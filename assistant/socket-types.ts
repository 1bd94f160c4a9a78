import type { Server, Socket } from 'socket.io'
import type { ClientToServerEvents, InterServerEvents, ServerToClientEvents, SocketData } from './protocol'

/** The chat's socket.io server and sockets, typed by the protocol (assistant/protocol.ts). */
export type AssistantServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
export type AssistantSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
