import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 4273)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
}

/**
 * Whether this run may need the real server: not when the command line picks only the mock
 * project (`--project chromium`) or only files under `tests/e2e/`. Starting it creates and seeds
 * a database, which a mock-only run should not wait for.
 */
function needsRealServer(argv = process.argv.slice(2)): boolean {
  const projects: string[] = []
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--project') projects.push(argv[++i] ?? '')
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length))
    else if (!arg.startsWith('-') && arg !== 'test') files.push(arg)
  }
  if (projects.length > 0 && !projects.includes('server')) return false
  // a filter is a pattern on file paths: `tests/e2e` alone also matches tests/e2e-server
  if (files.length > 0 && files.every((file) => /(^|\/)tests\/e2e\//.test(file))) return false
  return true
}

// End-to-end tests run against the built app (dist/, built by the test command): the `chromium`
// project with the API mock (scripts/serve.mjs), the `server` project on the real server over a
// freshly seeded database, the way `npm start` serves it.
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  reporter: process.env.PW_JSON
    ? [['list'], ['json', { outputFile: process.env.PW_JSON }]]
    : [['list']],
  use: { trace: 'retain-on-failure' },
  // CI runs these on a small shared machine: a test waits as long as it must, and speed is
  // measured by the bench scripts, never by a timeout
  timeout: 120_000,
  expect: { timeout: 20_000 },
  projects: [
    {
      name: 'chromium',
      testDir: './tests/e2e',
      use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'server',
      testDir: './tests/e2e-server',
      // the real server hashes passwords and writes to the database: slower than the mock
      expect: { timeout: 30_000 },
      use: { ...chromium, baseURL: `http://127.0.0.1:${serverPort}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs`,
      env: { PORT: String(port), MOCK_PORT: String(port + 1) },
      url: `http://127.0.0.1:${port}/api/is_hot_event.do`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(needsRealServer()
      ? [
          {
            // builds dist-server/, creates and seeds a database in a temporary folder, serves
            command: `node tests/e2e-server/start-server.mjs`,
            env: { PORT: String(serverPort) },
            url: `http://127.0.0.1:${serverPort}/data/config.json`,
            reuseExistingServer: !process.env.CI,
            // the first start creates the database and seeds the demo content
            timeout: 180_000,
            // SIGTERM lets it close the database and remove its folder
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
  ],
})
