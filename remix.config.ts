import type { VitePluginConfig } from '@remix-run/dev'

/**
 * The Remix Vite plugin options, kept apart from vite.config.ts so the future
 * flags are easy to find. Every future flag Remix 2.17 offers is on; with
 * v3_routeConfig the route tree comes from app/routes.ts (flat file routes).
 */
export const remixConfig = {
  serverModuleFormat: 'esm',
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
    unstable_optimizeDeps: true,
  },
} satisfies VitePluginConfig
