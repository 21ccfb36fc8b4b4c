import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// One catalog per area (and one per design-system component) so parts of the code base can be
// translated independently; the app merges a locale's catalogs at run time (locales/load.ts).
// No fallbackLocales here: `lingui compile --strict` must fail on any message left
// untranslated in any of the three languages.
const exclude = ['**/node_modules/**', '**/*.test.*', '**/*.gen.ts']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'zh-Hant'],
  // file names without line numbers keep catalog diffs to real changes
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // app/<folder>/ each get a catalog (api, features, routes…); keep strings out of app/*.tsx
    { path: '<rootDir>/locales/{locale}/app/{name}', include: ['<rootDir>/app/{name}/'], exclude },
    { path: '<rootDir>/locales/{locale}/domain', include: ['<rootDir>/domain'], exclude },
    // the server's own texts (mail); never loaded by the app
    { path: '<rootDir>/locales/{locale}/server', include: ['<rootDir>/server'], exclude },
    {
      path: '<rootDir>/locales/{locale}/design-system/{name}',
      include: ['<rootDir>/design-system/{name}/'],
      exclude,
    },
  ],
})
