import { createContext, useContext } from 'react'

/**
 * The CSP nonce of this response (server.ts makes one per request; app/entry.server.tsx provides it).
 * In the browser it is empty: the scripts it marks have already run, and browsers hide the attribute.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
