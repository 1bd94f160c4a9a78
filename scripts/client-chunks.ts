import type { GetManualChunk } from 'rollup'

/** The modules every page of the main layout runs: the root route and the main layout. */
const SHELL_ROUTES = /\/app\/(root|routes\/_main)\.tsx(\?|$)/
/**
 * The small modules of the talent card's buttons (issue 21: add to shortlist, request), on the home page and
 * every list, and the vocabulary's short lists they use (api/vocabulary-core.ts: not the cities and languages). Named one by one: a manual chunk takes in its modules' dependencies, and the card's would bring
 * the photo placeholder's decoder, which loads on demand.
 */
const CARD_PARTS =
  /\/app\/components\/(shortlists\/(add-to-shortlist|shortlist-revalidation|shortlists\.css)|requests\/(request-path|request-button))\.tsx?(\?|$)|\/api\/vocabulary-core\.ts(\?|$)/
/** React, React DOM and the router, in a chunk of their own (else the shell chunk would take them in). */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//

/** The server build keeps one chunk of styles, as it always had; the rest of its chunks are Rollup's. */
export const styleChunks: GetManualChunk = (id) => {
  if (/\.css\.ts(\?|$)/.test(id) || id.includes('.vanilla.css')) return 'styles'
}

/** The CSS that vanilla-extract extracts from a `.css.ts` module (the module itself is its class names). */
const EXTRACTED_CSS = /\.vanilla\.css(\?|$)/

/**
 * How the browser build is cut into chunks (vite.config.ts).
 *
 * - The CSS of every vanilla-extract style module in one chunk, so a page loads one render-blocking
 *   stylesheet rather than one per component (ADR 009). Their class names stay with the code that uses
 *   them: a page loads the names of its own components only.
 * - Everything the root route and the main layout import (header, skip links, toaster, small helpers), in
 *   one `shell` chunk: Rollup made a dozen chunks of a few hundred bytes of them, each its own request and
 *   modulepreload, and one file of them compresses a fifth smaller (ADR 022).
 * - The small modules of the talent card's shortlist and request buttons, in one `cards` chunk: every
 *   page that shows a card loads all of them anyway, and Rollup cut them into one chunk per set of routes
 *   sharing each (the home page went from 13 files to 22).
 */
export const clientChunks: GetManualChunk = (id, meta) => {
  if (EXTRACTED_CSS.test(id)) return 'styles'
  if (FRAMEWORK.test(id) || isBundlerHelper(id)) return 'framework'
  if (SHELL_ROUTES.test(id)) return undefined
  if (importedBy(id, SHELL_ROUTES, meta.getModuleInfo, new Set())) return 'shell'
  if (CARD_PARTS.test(id)) return 'cards'
  return undefined
}

/**
 * Rollup's and Vite's own helpers (CommonJS interop, the preload helper): with the framework, which loads
 * first. In the shell chunk they made a cycle (React's CommonJS wrapper imported its helper from the shell,
 * which imports React) and React's module failed to initialise.
 */
function isBundlerHelper(id: string) {
  return id.startsWith('\0') && !id.includes('/node_modules/')
}

/** Whether a module matching `importer` imports `id` statically, directly or through other modules. */
function importedBy(
  id: string,
  importer: RegExp,
  getModuleInfo: Parameters<GetManualChunk>[1]['getModuleInfo'],
  seen: Set<string>,
): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  for (const parent of getModuleInfo(id)?.importers ?? []) {
    if (importer.test(parent) || importedBy(parent, importer, getModuleInfo, seen)) return true
  }
  return false
}
