// Bundles server.ts (and the api/ and assistant/ code it wires) into build/server.js.
// Packages stay external: they come from node_modules at run time.
import { build } from 'esbuild'

await build({
  entryPoints: ['server.ts'],
  outfile: 'build/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('built build/server.js')
