import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { firstPaintPlugin } from './scripts/vite-first-paint.ts'
import { homePreloadPlugin } from './scripts/vite-home-preload.ts'
import { messagePieces } from './scripts/vite-message-pieces.ts'
import { precompressPlugin } from './scripts/vite-precompress.ts'
import { routeImports } from './scripts/vite-route-imports.ts'
import { startupChunks } from './scripts/vite-startup-chunk.ts'

// the events home's screen: most visits start there
const startup = startupChunks(/routes\/Events\[\.\]html\.tsx\?tsr-split=component/)
const pieces = messagePieces(startup.modules)
// the lazy routes' imports in a chunk of their own, but the home's and the root's
const lazyRoutes = routeImports(/\/app\/routes\/(Events\[\.\]html|__root)\.tsx$/)

export default defineConfig({
  plugins: [
    // the router plugin must come before react()
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // a page's pending skeleton comes with its screen, not with the entry every page loads
      codeSplittingOptions: {
        defaultBehavior: [
          ['component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './app/routes',
      generatedRouteTree: './app/routeTree.gen.ts',
    }),
    lazyRoutes.plugin,
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractPlugin(),
    firstPaintPlugin(),
    // .br and .gz next to every text file of the build, served by the real server
    precompressPlugin(),
    startup.plugin,
    // the language catalogs in pieces, each fetched with the code that shows it
    pieces,
    // on the events home, its code, messages and first calls start while the entry downloads
    homePreloadPlugin({
      homeChunk: 'home',
      routeImportsChunk: lazyRoutes.chunkName,
      startPiece: () => pieces.api.startPiece(),
    }),
  ],
  build: {
    // what the entry needs before the first render in one chunk, the home's screen in another
    // (scripts/vite-startup-chunk.ts)
    rolldownOptions: {
      output: { codeSplitting: { groups: [lazyRoutes.group, ...startup.groups] } },
    },
  },
  resolve: {
    // `@design-system/Toast` is the part's public index.ts (tsconfig.json `paths` says the same)
    alias: [
      {
        find: /^@design-system\//,
        replacement: fileURLToPath(new URL('./design-system/', import.meta.url)),
      },
    ],
  },
  // optimised up front: a cold run that discovers them mid-test re-optimises ("dependency
  // optimized") and reloads the page, which breaks the first story-test run without a cache
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@testing-library/dom',
    ],
  },
  server: {
    // dev only: API paths (spec section 7) go to the Prism mock started by `npm run dev`
    proxy: {
      '^/(api|data)/.*|^/[^?]*\\.do(\\?.*)?$': `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`,
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
