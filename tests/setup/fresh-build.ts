/**
 * Set to 1 by scripts/test.mjs for the steps it runs after its own `npm run build` has passed: build/ then
 * holds this very code, and a suite may use it instead of compiling the app or the server itself
 * (tests/setup/remix-server.ts, tests/security/startup.test.ts). Unset, they compile as before: a build
 * left over from other code is never used.
 */
export const FRESH_BUILD_VARIABLE = 'CASTLINE_FRESH_BUILD'

export const freshBuild = (): boolean => process.env[FRESH_BUILD_VARIABLE] === '1'
