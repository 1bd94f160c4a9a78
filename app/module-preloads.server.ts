/**
 * Remix's `<Scripts>` preloads every module of the page with `<link rel="modulepreload">`, which browsers
 * fetch at high priority, ahead of the pictures and level with the stylesheet. Every page is complete
 * without JavaScript (it only hydrates what is already there), so its modules are marked low priority: on
 * a slow connection the first paint and the largest picture come first, then hydration (ADR 022).
 * `<Scripts>` takes no attribute for its preloads, so the rendered document is amended.
 */
const MODULE_PRELOAD = '<link rel="modulepreload" href='
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low" href='

export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD)
}
