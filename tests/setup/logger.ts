import { pino } from 'pino'

/** A real logger that writes nothing, for tests that do not inspect logs. */
export const silentLogger = pino({ level: 'silent' })
