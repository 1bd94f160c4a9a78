// `npm run cluster -- --nodes 2`: N production nodes (`node build/server.js`) on consecutive ports from
// PORT (default 3000), sharing DATABASE_URL and REDIS_URL. Each line of a node's output is prefixed
// with its name; SIGINT and SIGTERM go to every node, and this script exits when they all have.
// Run `npm run build` first. Put a load balancer in front (README, "Production layout"). Nodes seed no demo
// data unless SEED_DEMO_DATA=1 (ADR 016): seed an empty database with `npm run seed` first.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import readline from 'node:readline'
import { parseArgs } from 'node:util'

const MAX_NODES = 32

function fail(message) {
  process.stderr.write(`cluster: ${message}\n`)
  process.exit(1)
}

const { values } = parseArgs({
  options: { nodes: { type: 'string', default: '2' }, help: { type: 'boolean', short: 'h' } },
  strict: true,
})
if (values.help) {
  console.log('usage: npm run cluster -- --nodes N   (needs DATABASE_URL, REDIS_URL and a build)')
  process.exit(0)
}
const nodes = Number(values.nodes)
if (!Number.isInteger(nodes) || nodes < 1 || nodes > MAX_NODES)
  fail(`--nodes must be a whole number from 1 to ${MAX_NODES}`)
if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is not set. Several nodes need one PostgreSQL server: the embedded database (PGlite) ' +
      'is locked to one process, so a second node on the same DATA_DIR would refuse to start.',
  )
}
if (!process.env.REDIS_URL) {
  fail('REDIS_URL is not set. Several nodes share the chat (socket.io), rate limits and feeds through Redis.')
}
const basePort = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(basePort) || basePort < 1 || basePort + nodes - 1 > 65535) fail('PORT must be a port number')
if (!fs.existsSync('build/server.js')) fail('no build: run `npm run build` first')

const children = []
for (let i = 0; i < nodes; i++) {
  const name = `node${i + 1}:${basePort + i}`
  const child = spawn(
    process.execPath,
    [...(process.env.CLUSTER_NODE_FLAGS ?? '').split(' ').filter(Boolean), 'build/server.js'],
    {
      env: { NODE_ENV: 'production', ...process.env, PORT: String(basePort + i) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`))
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`[${name}] exited (${signal ?? code})\n`)
    if (!stopping && code !== 0) stop('SIGTERM')
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(children.some((c) => c.exitCode !== 0) ? 1 : 0)
    }
  })
  children.push(child)
}

let stopping = false
function stop(signal) {
  stopping = true
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
