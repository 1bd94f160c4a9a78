import type { ManagerOptions, SocketOptions } from 'socket.io-client'
import { RECONNECT_DELAY_MS, SOCKET_CONNECTION_TIMEOUT_MS } from '~/constants'

/** The transports in the order they are tried first (requirements §7: WebSocket with a long-polling fallback). */
export const CHAT_TRANSPORTS = ['websocket', 'polling']
/** After a failed attempt: long polling first, upgraded to WebSocket when the network lets it through. */
export const FALLBACK_TRANSPORTS = ['polling', 'websocket']

/**
 * The chat socket's options. `tryAllTransports` makes a refused WebSocket (a proxy or firewall that blocks
 * upgrades) fall back to long polling in the same attempt; without it socket.io-client 4.8 gives up on the
 * first transport (https://socket.io/docs/v4/client-options/#tryalltransports). The reconnect delay is
 * exactly RECONNECT_DELAY_MS (requirements §9): socket.io's jitter (randomizationFactor 0.5) would make it
 * anything from 2.5 to 5 s.
 */
export function chatSocketOptions(hasHistory: () => boolean): Partial<ManagerOptions & SocketOptions> {
  return {
    transports: [...CHAT_TRANSPORTS],
    tryAllTransports: true,
    timeout: SOCKET_CONNECTION_TIMEOUT_MS,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MS,
    randomizationFactor: 0,
    // The server greets a fresh conversation only: a reconnect carries on where it was.
    auth: (send) => send({ hasHistory: hasHistory() }),
  }
}

/** Round-trip time of a ping, in whole milliseconds, for the panel's status ("Online · 42 ms"). */
export function statusText(connected: boolean, failed: boolean, latencyMs: number | null): string {
  if (!connected) return failed ? 'Offline' : 'Connecting…'
  return latencyMs === null ? 'Online' : `Online · ${latencyMs} ms`
}
