import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)

// End-to-end tests run against the built app (dist/, built by the test command) served the
// way `npm start` serves it.
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.PW_JSON
    ? [['list'], ['json', { outputFile: process.env.PW_JSON }]]
    : [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port), MOCK_PORT: String(port + 1) },
    url: `http://127.0.0.1:${port}/api/is_hot_event.do`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
