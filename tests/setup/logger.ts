import { Writable } from 'node:stream'
import { pino } from 'pino'
import { createLogger } from '../../server/logging'

/** A real logger that writes nothing, for tests that do not inspect logs. */
export const silentLogger = pino({ level: 'silent' })

export interface LogLine {
  level: number
  msg?: string
  [field: string]: unknown
}

/** pino's number for `warn`: a line above it is an error (50) or fatal (60). */
export const WARN_LEVEL = 40

/** The server's own logger (server/logging.ts) writing into `lines`, parsed, for tests that read logs. */
export function capturedLogger(level: 'info' | 'debug' = 'info') {
  const lines: LogLine[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  return { logger: createLogger(level, sink), lines, errors: () => lines.filter((line) => line.level > WARN_LEVEL) }
}
