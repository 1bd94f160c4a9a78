import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The web app's components are for pages: no server code and no API code reaches into them. */
const NO_COMPONENTS = {
  group: ['**/app/components', '**/app/components/**', '~/components', '~/components/**'],
  message: 'Only the web app renders components; share the value through app/constants.ts or a plain module instead.',
}

/** The database and its drivers belong to the API (api/db); everything else reaches the data through it. */
const DATABASE_MODULES = [
  '**/api/db',
  '**/api/db/**',
  'drizzle-orm',
  'drizzle-orm/**',
  '@electric-sql/pglite',
  '@electric-sql/pglite/**',
  'pg',
  'pg/**',
  'postgres',
  'postgres/**',
]

/** api/ stands alone (npm run api): it imports nothing from the web app, the assistant or the server. */
const API_IMPORTS = [
  {
    group: ['**/app/**', '~/**', '**/assistant', '**/assistant/**', '**/server/**'],
    message: 'api/ imports nothing from app/, assistant/ or server/: take what it needs as a dependency of createApi.',
  },
  {
    // server.ts at the root, the composition root (`../server` from api/; nothing in api/ is called server).
    regex: '^(\\.\\./)+server(\\.[cm]?[jt]s)?$',
    message: 'api/ never imports the composition root (server.ts).',
  },
]

/** The web app reads and writes data only through the API (/api/v1), never the database. */
const APP_IMPORTS = [
  {
    group: DATABASE_MODULES,
    message: 'app/ reaches the database only through the API (app/services/api.server.ts), never api/db or a driver.',
  },
]

/** The assistant gets web sessions, like everything else of the web app, as injected dependencies (server.ts). */
const ASSISTANT_IMPORTS = [
  {
    group: ['**/app/**', '~/**'],
    message:
      'assistant/ imports nothing from app/: server.ts injects what it needs (webSessionUser, webSessionAccessToken).',
  },
]

/** The conversation engine is pure: no transport, no web server, no database, no Redis. */
const ENGINE_IMPORTS = [
  {
    group: [
      'socket.io',
      'socket.io/**',
      'socket.io-client',
      'socket.io-client/**',
      '@socket.io/**',
      'engine.io',
      'engine.io/**',
    ],
    message: 'assistant/engine is transport-free: socket.io belongs to the adapter (assistant/socket.ts).',
  },
  { group: ['express', 'express/**'], message: 'assistant/engine is transport-free: no express.' },
  {
    group: [...DATABASE_MODULES, 'ioredis', 'ioredis/**', 'redis', 'redis/**', '@redis/**'],
    message:
      'assistant/engine takes no database or Redis: the adapter runs its commands (assistant/socket-conversation.ts).',
  },
]

/** The server's parts (security, logging, sockets) render no pages. */
const SERVER_IMPORTS = [NO_COMPONENTS]

export default tseslint.config(
  { ignores: ['build/**', 'data/**', '.cache/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // The layering (ADR 004 and docs/decisions/): each part imports only what is below it. server.ts, the
  // composition root, is the one place that wires them together and hands each part its dependencies.
  // ESLint matches these patterns against the import's text (gitignore patterns, or a regular
  // expression), so each one is written to catch a relative import from any depth, such as
  // `../../app/services/session.server`. In flat config a later block's options replace an earlier
  // block's for the same rule, so a folder inside another gets the outer folder's restrictions too.
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [], patterns: API_IMPORTS }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [], patterns: APP_IMPORTS }] },
  },
  {
    files: ['assistant/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [], patterns: ASSISTANT_IMPORTS }] },
  },
  {
    files: ['assistant/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [], patterns: [...ASSISTANT_IMPORTS, ...ENGINE_IMPORTS] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [], patterns: SERVER_IMPORTS }] },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
)
