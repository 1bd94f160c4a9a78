// Bundles server.ts (and the api/ and assistant/ code it wires) into build/server.js, the render
// worker (server/render-worker.ts, ADR 014) into build/server-render-worker.js, the avatar PNG
// worker (api/media/avatar-png-worker.ts) into build/avatar-png-worker.js, where api/media/avatar-png.ts
// looks for it beside build/server.js, and the media worker (api/media/processing-worker.ts, ADR 021) into
// build/media-worker.js, where api/media/processing.ts looks for it.
// Packages stay external: they come from node_modules at run time.
//
// Splitting: a dynamic import() becomes a file of its own that loads only when it runs. The demo-data seed
// (api/db/seed.ts with its factories and faker) is one, build/seed-*.js: api/db/seed-on-start.ts imports it
// only when SEED_DEMO_DATA asks for a seed, so a production start never loads it. Code that the entries
// share lands in build/chunk-*.js. Chunks sit in build/ itself, beside build/server.js, so that a module which
// finds files from its own import.meta.url (api/db/client.ts, api/media/avatar-png.ts) finds them wherever
// esbuild puts it.
import fs from 'node:fs'
import { build } from 'esbuild'

// A chunk's name changes with its contents, so the last build's would pile up: the scripts at the top of
// build/ are all this one's (Vite's builds are in build/client and build/server), and go first.
for (const name of fs.existsSync('build') ? fs.readdirSync('build') : []) {
  if (/\.js(\.map)?$/.test(name)) fs.rmSync(`build/${name}`)
}

await build({
  entryPoints: [
    'server.ts',
    { in: 'server/render-worker.ts', out: 'server-render-worker' },
    { in: 'api/media/avatar-png-worker.ts', out: 'avatar-png-worker' },
    { in: 'api/media/processing-worker.ts', out: 'media-worker' },
  ],
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log('built build/server.js, build/server-render-worker.js and build/avatar-png-worker.js')
