/** `npm run api`: the marketplace API alone on its own port (API_PORT, default 3001). */
import { serve } from '@hono/node-server'
import { pino } from 'pino'
import { z } from 'zod'
import { createApi } from './app'
import { apiEnvSchema, databaseOptions, demoDataRequested, jwtSecrets, parseEnv } from './config'
import { openDatabase } from './db/client'
import { configureTalentIndex } from './services/talent-index'
import { seedDemoDataOnStart } from './db/seed-on-start'

const envSchema = apiEnvSchema.extend({
  API_PORT: z.coerce
    .number()
    .int()
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3001),
})

try {
  const env = parseEnv(envSchema)
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' })
  const database = await openDatabase(databaseOptions(env), logger)
  await seedDemoDataOnStart(database.db, { requested: demoDataRequested(env), log: logger })
  void configureTalentIndex(database.db, { enabled: env.TALENT_INDEX === 'on' })
  const api = createApi({ db: database.db, logger, jwtSecrets: jwtSecrets(env) })
  const server = serve({ fetch: api.fetch, port: env.API_PORT }, () =>
    logger.info(`Castline API on http://localhost:${env.API_PORT}/api/v1 (${database.describe})`),
  )
  const shutdown = () => server.close(() => void database.close().then(() => process.exit(0)))
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
} catch (error) {
  process.stderr.write(`castline-api: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
