// Builds the server's entries for Node (dist-server/main.js, the server; dist-server/dbReset.js,
// `npm run db:reset`; dist-server/ballotDraw.js, `npm run ballot:draw`): the server imports
// domain/ (Lingui macros, PO catalogs) and openapi.yaml (?raw), which need Vite's transforms;
// dependencies in node_modules stay external.
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
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
      },
    },
  },
  ssr: { target: 'node' },
})
