import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_DATA_DIR = '.cache/e2e-data'

/**
 * Debian's Chromium; Playwright's own browser download does not work on these machines. Its headless shell
 * (package chromium-headless-shell, the build Playwright itself uses for headless runs) when installed: the
 * full browser in headless mode cost twice the CPU per page (renderer and browser process), and this
 * suite is CPU-bound on two cores.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // On two busy cores (two browsers, the server and its render workers) a form post answered by the server
  // once took over the default 5 s before its page came back (CI, accounts.spec, JavaScript off).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // Recording a trace for every test (to keep the failing ones) cost a fifth of the run's time, and CI
    // keeps only the log: record one locally with `npx playwright test --trace=retain-on-failure`.
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // A fresh embedded database per run, seeded at start, on the production build.
    command: `rm -rf ${E2E_DATA_DIR} && node build/server.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      // The suite signs in with the demo accounts: a production start seeds only when asked (ADR 016).
      SEED_DEMO_DATA: '1',
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      // Fresh state per run, limits included: with the REDIS_URL that .ci/run exports, the per-email sign-up
      // count of recruiter@demo.test outlived earlier runs on the same Redis, and accounts.spec's taken-email
      // test was answered "Too many sign-up attempts" (the CI failure of the last stop).
      REDIS_URL: '',
      SESSION_SECRET: 'e2e-only-secret-that-is-long-enough-000',
      JWT_SECRET: 'jwt-e2e-only-secret-that-is-long-enough-000',
      LOG_LEVEL: 'warn',
      // Every test comes from the same address, faster than any one visitor: the sign-in limit is tested in
      // server-process.spec.ts and the read and write limits in tests/security. (At 3000 reads a minute, a
      // page's forty-odd requests ran into the read limit once the suite took under four minutes.)
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // The per-account throttle's first wait outlasts accounts.spec's sixth failed sign-in (ADR 015).
      AUTH_DELAY_BASE_SECONDS: '60',
      READ_RATE_LIMIT_PER_IP: '1000000',
      WRITE_RATE_LIMIT_PER_IP: '1000000',
    },
  },
})
