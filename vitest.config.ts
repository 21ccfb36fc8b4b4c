import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
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
})

export default defineConfig({
  test: {
    projects: [
      {
        // pure logic: domain rules, tokens, client middleware, server
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{domain,design-system,app,server,scripts,locales}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
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
        },
      },
      {
        // every story rendered in Chromium and checked with axe in every theme × font size
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // each story runs axe ten times and takes three screenshots after rendering
          testTimeout: 60_000,
          browser: {
            ...browser(),
            // committed baselines (failure screenshots go to the ignored __screenshots__)
            expect: { toMatchScreenshot: { screenshotDirectory: '__baselines__' } },
          },
        },
      },
    ],
  },
})
