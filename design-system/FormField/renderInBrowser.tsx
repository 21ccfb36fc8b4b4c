// Test helper for *.browser.test.tsx: renders a part in the real page with English messages
// (the source strings) and removes it after each test.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { within } from '@testing-library/dom'
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach } from 'vitest'

const mounted: { root: Root; host: HTMLElement }[] = []

afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount()
    host.remove()
  }
})

export function renderInBrowser(node: ReactNode) {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  mounted.push({ root, host })
  flushSync(() => root.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>))
  return within(host)
}
