import type { IncomingMessage } from 'node:http'

/**
 * The client address a call is counted under, from the server's bindings, never from a header a client
 * could write: server.ts hands the address express resolved (TRUST_PROXY applied) as `clientAddress`,
 * both when it mounts the API and when a page calls it in process; `npm run api` serves it directly,
 * where the socket's peer is the client.
 */
export function clientAddressOf(bindings: unknown): string {
  if (!bindings || typeof bindings !== 'object') return 'unknown'
  if ('clientAddress' in bindings && typeof bindings.clientAddress === 'string') return bindings.clientAddress
  if ('incoming' in bindings && isIncomingMessage(bindings.incoming)) {
    return bindings.incoming.socket.remoteAddress ?? 'unknown'
  }
  return 'unknown'
}

function isIncomingMessage(value: unknown): value is IncomingMessage {
  return typeof value === 'object' && value !== null && 'socket' in value && typeof value.socket === 'object'
}

/** The bindings server.ts passes to the API's fetch with the client's address. */
export interface ClientBindings {
  clientAddress: string
}
