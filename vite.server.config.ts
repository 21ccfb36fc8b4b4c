// Builds the server's entries for Node (dist-server/main.js, the server; dist-server/dbReset.js,
// `npm run db:reset`; dist-server/ballotDraw.js, `npm run ballot:draw`; dist-server/officeAdmin.js
// and officeCode.js, `npm run office:admin` and `office:code`; dist-server/firstView.js,
// the app's components drawing the events home's first view, app/ssr): the server imports
// domain/ (Lingui macros, PO catalogs) and openapi.yaml (?raw), which need Vite's transforms;
// dependencies in node_modules stay external.
import { fileURLToPath } from 'node:url'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // the app's (vite.config.ts) but its build-only plugins: the same class names and messages
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: [
      {
        find: /^@design-system\//,
        replacement: fileURLToPath(new URL('./design-system/', import.meta.url)),
      },
    ],
  },
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        dbReset: 'server/dbReset.ts',
        ballotDraw: 'server/ballotDraw.ts',
        officeAdmin: 'server/officeAdmin.ts',
        officeCode: 'server/officeCode.ts',
        firstView: 'app/ssr/firstView.tsx',
      },
    },
  },
  ssr: { target: 'node' },
})
