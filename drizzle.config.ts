import { defineConfig } from 'drizzle-kit'

// Migrations are generated from api/db/schema.ts and applied at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
})
