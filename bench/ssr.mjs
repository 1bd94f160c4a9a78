// Server-render throughput: `/` (SSR of the home page, reading talents through the API)
// against a tiny JSON route, in one run. autocannon, 10 s, 50 connections each.
// Usage: npm run build && node bench/ssr.mjs [--duration 10] [--connections 50] [--url http://…]
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startServer } from './lib.mjs'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    url: { type: 'string' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)

const server = values.url ? { url: values.url, stop: async () => {} } : await startServer({ port: 3301 })

async function measure(path) {
  // Warm up so the first-request costs (JIT, caches) do not count.
  await autocannon({ url: server.url + path, duration: 2, connections: 10 })
  const result = await autocannon({
    url: server.url + path,
    duration,
    connections,
    headers: { 'accept-encoding': 'gzip' },
  })
  return {
    path,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

try {
  const rows = [await measure('/'), await measure('/healthz')]
  console.table(rows)
  const ratio = rows[0]['req/s'] / rows[1]['req/s']
  console.log(`/ serves ${(ratio * 100).toFixed(1)}% of the JSON route's requests/s (budget ≥ 30%); / p99 ${rows[0]['p99 ms']} ms (budget < 150 ms)`)
} finally {
  await server.stop()
}
