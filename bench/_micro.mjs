import { createRequestHandler } from '@remix-run/node'
process.env.SESSION_SECRET = 'bench-only-secret-that-is-long-enough-0000'
process.env.DATA_DIR = '/tmp/profdata'
const build = await import('../build/server/index.js')
const handler = createRequestHandler(build, 'production')
const ctx = {
  apiFetch: async () =>
    new Response(JSON.stringify({ success: true, talents: [] }), { headers: { 'content-type': 'application/json' } }),
}
for (const path of ['/404', '/']) {
  for (let round = 0; round < 3; round++) {
    const n = 2000
    const t = performance.now()
    for (let i = 0; i < n; i++) {
      const res = await handler(new Request('http://localhost' + path), ctx)
      await res.arrayBuffer()
    }
    console.log(path, ((performance.now() - t) / n).toFixed(3), 'ms/req')
  }
}
