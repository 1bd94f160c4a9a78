// Bundles server.ts (and the api/ and assistant/ code it wires) into build/server.js, and the render
// worker (server-render-worker.ts, ADR 014) into build/server-render-worker.js.
// Packages stay external: they come from node_modules at run time.
import { build } from 'esbuild'

await build({
  entryPoints: ['server.ts', 'server-render-worker.ts'],
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('built build/server.js and build/server-render-worker.js')
