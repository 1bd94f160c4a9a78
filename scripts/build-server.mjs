// Bundles server.ts (and the api/ and assistant/ code it wires) into build/server.js, the render
// worker (server/render-worker.ts, ADR 014) into build/server-render-worker.js, and the avatar PNG
// worker (api/media/avatar-png-worker.ts) into build/avatar-png-worker.js, where api/media/avatar-png.ts
// looks for it beside build/server.js.
// Packages stay external: they come from node_modules at run time.
import { build } from 'esbuild'

await build({
  entryPoints: [
    'server.ts',
    { in: 'server/render-worker.ts', out: 'server-render-worker' },
    { in: 'api/media/avatar-png-worker.ts', out: 'avatar-png-worker' },
  ],
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('built build/server.js, build/server-render-worker.js and build/avatar-png-worker.js')
