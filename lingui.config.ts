import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// One catalog per area so parts of the code base can be translated independently; the app
// merges them at run time (locales/load.ts). No fallbackLocales here: `lingui compile
// --strict` must fail on any message left untranslated in any of the three languages.
const areas = ['app', 'design-system', 'domain'] as const

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'zh-Hant'],
  // file names without line numbers keep catalog diffs to real changes
  format: formatter({ lineNumbers: false }),
  catalogs: areas.map((area) => ({
    path: `<rootDir>/locales/{locale}/${area}`,
    include: [`<rootDir>/${area}`],
    exclude: ['**/node_modules/**', '**/*.test.*', '**/*.gen.ts'],
  })),
})
