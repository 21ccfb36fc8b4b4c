import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(cfg) {
    // The router and first-paint plugins are the app's; stories render parts on their own.
    cfg.plugins = (cfg.plugins ?? [])
      .flat()
      .filter(
        (p) =>
          !(
            p &&
            typeof p === 'object' &&
            'name' in p &&
            (String(p.name).startsWith('tanstack') || p.name === 'citytix-first-paint')
          ),
      )
    return cfg
  },
}
export default config
