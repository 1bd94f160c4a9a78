// `npm start`: serve the production build on the embedded database with no setup (demo data included).
// Builds first when there is no build or the sources are newer than it. A deployment
// that runs `node build/server.js` itself must set SESSION_SECRET (see README), and gets no demo data.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['public', 'app', 'api', 'assistant', 'server', 'server.ts', 'scripts', 'vite.config.ts', 'remix.config.ts', 'package.json']
const BUILT = 'build/server.js'

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

const builtAt = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0
if (builtAt === 0 || Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: rebuilding…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' }
// A local run on the embedded database gets the demo data and logins on its first start; the server alone
// seeds only when asked (ADR 016), and a database named by DATABASE_URL is seeded with `npm run seed`.
if (!env.DATABASE_URL && env.SEED_DEMO_DATA === undefined) env.SEED_DEMO_DATA = '1'
// Local runs keep generated secrets beside the embedded database, so sessions and tokens survive restarts.
for (const [name, fileName] of [
  ['SESSION_SECRET', 'session-secret'],
  ['JWT_SECRET', 'jwt-secret'],
]) {
  if (env[name]) continue
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  const file = path.join(dataDir, fileName)
  fs.mkdirSync(dataDir, { recursive: true })
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 })
  env[name] = fs.readFileSync(file, 'utf8').trim()
  console.log(`${name} is not set: using the generated one in ${file}`)
}

// A larger young generation cuts scavenge pauses under load (p99 of `/` in bench/ssr.mjs: 189 → 134 ms).
const child = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=64', BUILT], {
  stdio: 'inherit',
  env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
