import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { sameAsBaseline } from './.storybook/sameAsBaseline.ts'
import { chromiumArgs, chromiumPath } from './tests/chromium.ts'

// a fresh object per project: Vitest writes the project name into `instances`
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // stable screenshots: no animation runs (the global CSS honours reduced motion)
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
  // the page's first connection back to Vitest: on a small machine shared with the server tests
  // and other work, a cold browser can take longer than the default minute to connect
  connectTimeout: 180_000,
})

// the API server's tests, on PGlite (what `npm start` runs)
const serverTests = ['server/**/*.test.ts', 'tests/server/**/*.test.ts']
// ...and again on PostgreSQL, those whose outcome can depend on the database server: locks and
// races between connections, several server processes on one database, a crash, an outage,
// the job queue, money and seats written in transactions, the seeding `npm start` does with
// DATABASE_URL. The rest (validation, headers, pages, access rules over one connection) runs
// the same SQL on the same PostgreSQL engine inside PGlite, so running it twice would cost the
// suite time and find nothing new.
const postgresServerTests = [
  'tests/server/{onsaleRace,orphanSeatRace,pointsRace,samePaymentKeyRace,concessionRace}.test.ts',
  'tests/server/{crash,gatewayFaults,outage,databases,accountLifeCycle,waitingRoomProcesses}.test.ts',
  'server/db/**/*.test.ts',
  'server/services/{jobs,ballot}/**/*.test.ts',
  'server/services/sessions.test.ts',
  'server/services/selling/holdCommit.test.ts',
  'server/routes/{selling,bestSeats,points,wishList,cinemaBooking,transactions,signInLimits,waitingRoom}.test.ts',
  'server/http/{apiCache,sessionCache}.test.ts',
  'server/seed/{catalogue,content,members}.test.ts',
  // values the contract must stop before the database, whose own refusals differ by engine
  'tests/server/integerRanges.test.ts',
]
// A server test waits as long as it must: beside the browser tests on a shared machine it can take
// many times as long as alone (speed is measured by the bench scripts, never by a timeout).
// One module graph for all of a project's files (`isolate: false`): otherwise most of a server
// file's CPU goes to loading the server's modules again for every file. Vitest 5 runs
// non-isolated projects as a group of their own, before the isolated ones, so `npm test` runs the
// server projects in a Vitest process of their own, beside the other projects (test-all.sh).
const serverProject = { testTimeout: 120_000, hookTimeout: 120_000, isolate: false }

export default defineConfig({
  test: {
    projects: [
      {
        // pure logic: domain rules, tokens, client middleware
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{domain,design-system,app,scripts,locales}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          // beside the server, story and end-to-end runs, loading a language's catalogs through
          // the PO transform can outlast the default timeout on a busy machine: a test waits as
          // long as it must, as the server's do
          testTimeout: 120_000,
        },
      },
      {
        // the API server on the embedded database (PGlite in memory, one per test server)
        extends: './vite.config.ts',
        test: {
          name: 'server-pglite',
          environment: 'node',
          include: serverTests,
          globalSetup: ['server/testing/pgliteGlobalSetup.ts'],
          setupFiles: ['server/testing/pgliteSetup.ts'],
          ...serverProject,
        },
      },
      {
        // the database-sensitive ones on the PostgreSQL server at 127.0.0.1:5432: each test
        // database is a copy of one migrated template; skipped, with one line saying so, when it
        // is not there
        extends: './vite.config.ts',
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: postgresServerTests,
          globalSetup: ['server/testing/postgresGlobalSetup.ts'],
          setupFiles: ['server/testing/postgresSetup.ts'],
          runner: './server/testing/postgresRunner.ts',
          ...serverProject,
        },
      },
      {
        // every operation of openapi.yaml called through the client against the Prism mock
        extends: './vite.config.ts',
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        // components driven by a keyboard in a real browser
        extends: './vite.config.ts',
        test: {
          name: 'components',
          include: ['{design-system,app}/**/*.browser.test.{ts,tsx}'],
          browser: browser(),
          // a menu loads its parts' code when first opened (DropdownMenu): on a cold start that
          // takes longer than expect.poll's default second
          expect: { poll: { timeout: 10_000 } },
          // beside the story browser and the server tests: waits as long as it must
          testTimeout: 60_000,
        },
      },
      {
        // every story rendered in Chromium and checked with axe in every theme × font size
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // each story runs axe in every look and takes its screenshots after rendering: a form
          // story takes several times as long when the machine is shared with other work
          testTimeout: 180_000,
          browser: {
            ...browser(),
            // committed baselines (failure screenshots go to the ignored __screenshots__)
            expect: { toMatchScreenshot: { screenshotDirectory: '__baselines__' } },
            // one capture for a screenshot identical to its baseline (.storybook/visualRegression.ts)
            commands: { sameAsBaseline },
          },
        },
      },
    ],
  },
})
