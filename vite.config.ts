import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { remixConfig } from './remix.config'
import { clientChunks, styleChunks } from './scripts/client-chunks'

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig(({ isSsrBuild }) => ({
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
    // Terser for the browser's code: 4 KB (gzip) less than esbuild's minifier on the first visit's JavaScript,
    // most of it React and the router (issue 20's 100 KB budget). The server's build stays unminified.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 }, module: true },
    rollupOptions: {
      output: {
        manualChunks: isSsrBuild ? styleChunks : clientChunks,
      },
    },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}))
