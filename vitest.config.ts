import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths(), vanillaExtractPlugin()],
  test: {
    // Loaders read the environment; tests never write secrets into ./data.
    env: {
      SESSION_SECRET: 'vitest-only-secret-that-is-long-enough-0',
      JWT_SECRET: 'vitest-only-jwt-secret-that-is-long-enough', DATA_DIR: '.cache/vitest-data', LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,api,assistant}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/setup/integration-global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/setup/integration-global.ts'],
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
