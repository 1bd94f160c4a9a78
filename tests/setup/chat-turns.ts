import type { ChatServer, Payload } from './chat-server'

/**
 * Turns of a conversation over startChatServer's socket, as the socket tests say them: connect (signed in with
 * a bearer token, or a guest), then one message at a time, each read once its answer has ended.
 */

export type ChatClient = ReturnType<ChatServer['connect']>

/** A client signed in as the token's holder (a guest without one), connected and welcomed. */
export async function openChat(chat: ChatServer, token?: string): Promise<ChatClient> {
  const client = chat.connect(token ? { auth: { token } } : {})
  await client.connected
  await client.waitFor('chat_response')
  return client
}

export interface Turn {
  /** The search this turn ran, if any. */
  search?: Payload
  /** The assistant's messages of this turn. */
  replies: Payload[]
  /** The last message, and its text. */
  last: Payload
  text: string
}

/** Says one message and waits for its answer to end (typing_stop). */
export async function say(client: ChatClient, text: string): Promise<Turn> {
  const from = client.send('chat_message', { text })
  await client.waitFor('typing_stop', undefined, 10_000, from)
  const events = client.events.slice(from)
  const replies = events.filter((e) => e.event === 'chat_response').map((e) => e.payload)
  const search = events.find((e) => e.event === 'search_results')?.payload
  return { search, replies, last: replies.at(-1), text: replies.at(-1)?.text ?? '' }
}
