import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import tsconfigPaths from 'vite-tsconfig-paths'
import os from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Vitest's default is one worker fewer than the machine has cores: one worker on CI's two cores, with the
 * other core idle while a test file waits on its database. Files are isolated (a fresh module graph and
 * database each), so two run side by side on two cores.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1)

/** Security tests that measure latency under attack: they run alone, after the others. */
const SECURITY_ALONE = [
  'tests/security/flood.test.ts',
  'tests/security/avatars.test.ts',
  'tests/security/bodies.test.ts',
]

/** Suites on a real database, copied per file from the template that the global setup migrates. */
const onDatabase = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  globalSetup: ['tests/setup/integration-global.ts'],
}

export default defineConfig({
  plugins: [tsconfigPaths(), vanillaExtractPlugin()],
  test: {
    maxWorkers: WORKERS,
    minWorkers: 1,
    // Loaders read the environment; tests never write secrets into ./data.
    env: {
      SESSION_SECRET: 'vitest-only-secret-that-is-long-enough-0',
      JWT_SECRET: 'vitest-only-jwt-secret-that-is-long-enough',
      DATA_DIR: '.cache/vitest-data',
      LOG_LEVEL: 'silent',
      // Absolute links (canonical, og:url) are built from it; tests/setup/web.ts's BASE_URL.
      PUBLIC_URL: 'http://castline.test',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,api,assistant,server}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...onDatabase,
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          ...onDatabase,
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          exclude: [...SECURITY_ALONE],
        },
      },
      {
        extends: true,
        test: {
          // Compares latencies with and without an attack: run after the rest, with no other file beside it.
          ...onDatabase,
          name: 'security-alone',
          include: [...SECURITY_ALONE],
          sequence: { groupOrder: 1 },
          // One at a time: two of these side by side measured each other's attack (a flood's p95 ratio over
          // its 25% while avatars ran beside it).
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: {
          // Figures, not tests (bench/*.vitest.ts): never in `npm test`; run one by one through npm run bench:*.
          ...onDatabase,
          name: 'bench',
          include: ['bench/**/*.vitest.ts'],
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        extends: true,
        test: {
          // Real nodes (build/server.js) on PostgreSQL and Redis: needs a build, TEST_DATABASE_URL and REDIS_URL.
          name: 'scale',
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
