import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { Preview } from '@storybook/react-vite'
import { cardLayouts, fontSizes, type Locale, locales, themes } from '../domain/preferences'
import '@design-system/tokens/global.css'
import { checkEveryCombination } from './axeMatrix'

// A language's catalogs (80 modules) load before the first story in it renders: every story
// test file loads its own page, and most need English only.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/**/*.po')
const loading = new Map<Locale, Promise<void>>()
function loadCatalogs(locale: Locale): Promise<void> {
  let loaded = loading.get(locale)
  if (!loaded) {
    const mine = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${locale}/`))
    loaded = Promise.all(mine.map(([, load]) => load())).then((modules) => {
      i18n.load(locale, Object.assign({}, ...modules.map((module) => module.messages)))
    })
    loading.set(locale, loaded)
  }
  return loaded
}
// English from the start, for code that translates before a story renders
i18n.load('en', {})
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
  loaders: [
    async ({ globals }) => {
      await loadCatalogs((globals.locale as Locale | undefined) ?? 'en')
    },
  ],
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
