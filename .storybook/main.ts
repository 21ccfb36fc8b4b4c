import type { StorybookConfig } from '@storybook/react-vite'

const appBuildPlugins = new Set(['citytix-first-paint', 'citytix-home-preload'])

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(cfg) {
    // The router, first-paint and home-preload plugins are the app's: stories render parts on
    // their own, and a Storybook build has no events home to preload.
    cfg.plugins = (cfg.plugins ?? [])
      .flat()
      .filter(
        (p) =>
          !(
            p &&
            typeof p === 'object' &&
            'name' in p &&
            (String(p.name).startsWith('tanstack') || appBuildPlugins.has(String(p.name)))
          ),
      )
    return cfg
  },
}
export default config
