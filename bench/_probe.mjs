import autocannon from 'autocannon'
import { startServer } from './lib.mjs'
const s = await startServer({ port: 3302 })
for (const p of ['/api/v1/get-app-dashbord-talents-public', '/api/v1/healthz', '/404']) {
  const r = await autocannon({ url: s.url + p, duration: 5, connections: 50 })
  console.log(p, Math.round(r.requests.average), r.latency.p50, r.latency.p99, r.non2xx)
}
await s.stop()
