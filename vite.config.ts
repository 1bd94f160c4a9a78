import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { remixConfig } from './remix.config'

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [remix(remixConfig), vanillaExtractPlugin(), tsconfigPaths()],
  optimizeDeps: {
    include: [
      'socket.io-client',
      'react-toastify',
      'remix-utils/client-only',
      '@conform-to/react',
      '@conform-to/zod',
      'zod',
    ],
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      output: {
        // Every vanilla-extract style module in one chunk, so a page loads one render-blocking stylesheet
        // rather than one per component (nine on the home page cost ~1.5 s of first paint on a phone).
        manualChunks(id) {
          if (/\.css\.ts(\?|$)/.test(id) || id.includes('.vanilla.css')) return 'styles'
        },
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
})
