import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as enFeatures } from '../en/app/features.po'
import { messages as enStartup } from '../en/app/startup.po'
import { messages as enButton } from '../en/design-system/Button.po'
import { messages as enDomain } from '../en/domain.po'
import { messages as enServer } from '../en/server.po'
import { loadLocale, withMessages } from './load'
import { startupMessages } from './startupMessages'

// the dev server and the tests load a language whole; the build's pieces are checked by
// scripts/vite-message-pieces.test.ts
describe('the messages a browser loads', () => {
  it('hold the app’s, the design system’s and the domain’s messages', async () => {
    expect.hasAssertions()
    await loadLocale('en')
    i18n.activate('en')
    for (const id of [enFeatures, enButton, enDomain].flatMap(Object.keys)) {
      expect(i18n.messages, id).toHaveProperty(id)
    }
  })

  it('never carry the server’s mail texts', async () => {
    await loadLocale('en')
    i18n.activate('en')
    // a text the app also says (the same English, so the same id) is the app's as well
    const designSystem = Object.values(
      import.meta.glob<{ messages: Record<string, unknown> }>('../en/design-system/*.po', {
        eager: true,
      }),
    ).map((catalog) => catalog.messages)
    const browsers = [enDomain, enFeatures, ...designSystem]
    const serverOnly = Object.keys(enServer).filter(
      (id) => !browsers.some((catalog) => id in catalog),
    )
    expect(serverOnly.length).toBeGreaterThan(0)
    for (const id of serverOnly) expect(i18n.messages, id).not.toHaveProperty(id)
  })

  it('come with a lazily loaded module that adds none as the module itself', async () => {
    const module = { screen: 'Faq' }
    await expect(withMessages(Promise.resolve(module), '')).resolves.toBe(module)
  })
})

describe('the start-up catalog', () => {
  it('says in every language that the page did not load', () => {
    for (const messages of Object.values(startupMessages)) {
      expect(Object.keys(messages)).toEqual(Object.keys(enStartup))
      expect(Object.keys(messages).length).toBeGreaterThan(0)
    }
  })
})
