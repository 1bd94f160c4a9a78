/**
 * Large request bodies streamed from one 64 kB buffer (never held whole), as a client that goes on
 * sending after the answer would. (Sent from a child process instead, the posts went unanswered on a
 * machine with a load of 13 on 2 cores: the child was starved; here client and server share a thread.)
 */
import http from 'node:http'

const CHUNK = Buffer.alloc(64 * 1024, 'a')
/** How long a post may go on before it is given up (today's code read 100 MB posts for 96 s). */
const GIVE_UP_MS = 5000

export interface Posted {
  status: number
  body: string
  contentType: string
  /** From the first byte sent to the response's headers (null: no answer before it was given up). */
  answeredMs: number | null
  /** From the response to the connection's close (null: still open when it was given up). */
  closedAfterMs: number | null
  bytesSent: number
}

/**
 * Posts `bytes` of `head` followed by 'a's, streamed chunk by chunk as the socket takes them, with a
 * Content-Length unless `chunked`. Goes on sending after the response (as a client that does not read
 * it would) until the server closes the connection or the body is done.
 */
export function streamPost(
  url: string,
  { path, bytes, type, head = '', chunked = false }: StreamPostOptions,
): Promise<Posted> {
  return new Promise((resolve) => {
    const started = performance.now()
    const headers: http.OutgoingHttpHeaders = { 'content-type': type }
    if (!chunked) headers['content-length'] = bytes
    const request = http.request(`${url}${path}`, { method: 'POST', headers, agent: false })
    let bytesSent = 0
    let answered: Omit<Posted, 'closedAfterMs' | 'bytesSent'> | null = null
    let answeredAt = 0
    let done = false
    const finish = () => {
      if (done) return
      done = true
      clearTimeout(giveUp)
      resolve({
        ...(answered ?? { status: 0, body: '', contentType: '', answeredMs: null }),
        closedAfterMs: answered && request.socket?.destroyed ? performance.now() - answeredAt : null,
        bytesSent,
      })
      request.destroy()
    }
    const giveUp = setTimeout(finish, GIVE_UP_MS)
    request.on('response', (response) => {
      answeredAt = performance.now()
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      response.on('end', () => {
        answered = {
          status: response.statusCode ?? 0,
          body,
          contentType: String(response.headers['content-type'] ?? ''),
          answeredMs: answeredAt - started,
        }
      })
    })
    request.on('error', () => {})
    request.on('close', () => setImmediate(finish))
    const write = () => {
      while (!request.destroyed && bytesSent < bytes) {
        const piece = bytesSent === 0 && head ? Buffer.concat([Buffer.from(head), CHUNK]) : CHUNK
        const slice = piece.subarray(0, Math.min(piece.length, bytes - bytesSent))
        bytesSent += slice.length
        if (!request.write(slice)) return void request.once('drain', write)
      }
      if (!request.destroyed) request.end()
    }
    write()
  })
}

export interface StreamPostOptions {
  path: string
  bytes: number
  type: string
  head?: string
  chunked?: boolean
}
