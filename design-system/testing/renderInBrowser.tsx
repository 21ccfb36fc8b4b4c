// Test helper for *.browser.test.tsx: renders a part in the real page, with the design system's
// global styles and English messages (the source strings), and removes it after each test.
import '../tokens/global.css'
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

/**
 * Draws `node` in a fresh element at the end of <body>. Returns Testing Library queries bound to
 * it, the element itself (`host`) and `rerender` to draw it again with other props.
 */
export function renderInBrowser(node: ReactNode) {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  mounted.push({ root, host })
  const draw = (next: ReactNode) =>
    flushSync(() => root.render(<I18nProvider i18n={i18n}>{next}</I18nProvider>))
  draw(node)
  return Object.assign(within(host), { host, rerender: draw })
}
