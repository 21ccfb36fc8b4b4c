import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Preview } from '@storybook/react-vite'
import { cardLayouts, fontSizes, type Locale, locales, themes } from '../domain/preferences'
import '@design-system/tokens/global.css'
import { checkEveryCombination } from './axeMatrix'

// All catalogs load eagerly here so the locale toolbar switches instantly.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/**/*.po', { eager: true })
for (const locale of locales) {
  const mine = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`))
  i18n.load(locale, Object.assign({}, ...mine.map(([, module]) => module.messages)))
}
i18n.activate('en')

const htmlLang: Record<Locale, string> = { en: 'en', 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant' }

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: [...themes], dynamicTitle: true },
    },
    fontSize: {
      description: 'Font size (px)',
      toolbar: { title: 'Font size', icon: 'paragraph', items: [...fontSizes], dynamicTitle: true },
    },
    layout: {
      description: 'Event card layout',
      toolbar: {
        title: 'Card layout',
        icon: 'component',
        items: [...cardLayouts],
        dynamicTitle: true,
      },
    },
    grayscale: {
      description: 'Mourning-period grayscale',
      toolbar: { title: 'Grayscale', icon: 'eye', items: ['off', 'on'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...locales], dynamicTitle: true },
    },
  },
  initialGlobals: {
    theme: 'default',
    fontSize: '16',
    layout: 'comfortable',
    grayscale: 'off',
    locale: 'en',
  },
  decorators: [
    (Story, { globals }) => {
      const root = document.documentElement
      root.setAttribute('data-theme', globals.theme)
      root.setAttribute('data-font-size', globals.fontSize)
      root.setAttribute('data-layout', globals.layout)
      root.setAttribute('data-grayscale', globals.grayscale)
      const locale = globals.locale as Locale
      root.lang = htmlLang[locale] ?? 'en'
      if (i18n.locale !== locale) i18n.activate(locale)
      return (
        <I18nProvider i18n={i18n}>
          <Story />
        </I18nProvider>
      )
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The story tests run axe themselves over every theme × size (axeMatrix.ts); the a11y
    // panel stays for browsing.
    a11y: { test: 'off' },
  },
  async afterEach({ id, parameters, viewMode }) {
    // only in the story tests (Vitest), not while browsing Storybook
    if (import.meta.env.MODE !== 'test' || viewMode !== 'story') return
    await checkEveryCombination(id, parameters.a11yMatrix)
    // screenshots are compared in the full test run (scripts/test-all.sh turns them on)
    if (import.meta.env.VITE_VISUAL_REGRESSION === 'on' && parameters.visualRegression !== false) {
      const { matchThemeScreenshots } = await import('./visualRegression')
      await matchThemeScreenshots(id)
    }
  },
}

export default preview
