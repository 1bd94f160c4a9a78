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
  // Warm up with the same load so the first-request costs (JIT, caches, heap growth) do not count: after
  // 2 s at 10 connections, the first 50 requests of the measured run still took up to 3 s (1% of the run).
  await autocannon({ url: server.url + path, duration: 5, connections, headers: { 'accept-encoding': 'gzip' } })
  // autocannon stops with requests under way, which the server still answers: let them finish first.
  await new Promise((resolve) => setTimeout(resolve, 1000))
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
  // /resources/status is a tiny JSON route through the same middleware and Remix handler as the page;
  // /healthz is answered by Express before Remix, shown for scale.
  const rows = [await measure('/'), await measure('/resources/status'), await measure('/healthz')]
  console.table(rows)
  const [page, json, bare] = rows
  const pct = (a, b) => `${((a['req/s'] / b['req/s']) * 100).toFixed(1)}%`
  console.log(
    `/ serves ${pct(page, json)} of the JSON route's requests/s (budget ≥ 30%); / p99 ${page['p99 ms']} ms (budget < 150 ms)`,
  )
  console.log(`(for scale: / is ${pct(page, bare)} of bare Express /healthz)`)
} finally {
  await server.stop()
}
