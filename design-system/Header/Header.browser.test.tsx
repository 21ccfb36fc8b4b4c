import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { Header } from './Header'

// Real keys from Playwright on a phone-sized window, where the header folds into a menu.
let host: HTMLDivElement
let root: Root

const buttonNamed = (pattern: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => pattern.test(b.textContent ?? ''))
const menuButton = () => buttonNamed(/^Menu$/) as HTMLButtonElement

beforeEach(async () => {
  await page.viewport(320, 640)
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  root.render(
    <I18nProvider i18n={i18n}>
      <Header
        navItems={[{ id: 'venues', label: 'Venues', href: '#venues' }]}
        locale="en"
        onLocaleChange={() => {}}
        member={{ name: 'Chan Tai Man' }}
      />
    </I18nProvider>,
  )
  await expect.poll(menuButton).toBeTruthy()
})

afterEach(() => {
  root.unmount()
  host.remove()
})

describe('Header on a narrow screen', () => {
  it('closes only the member menu on Escape, leaving the folded panel open', async () => {
    menuButton().focus()
    await userEvent.keyboard('{Enter}')
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')

    const welcome = buttonNamed(/Welcome, Chan Tai Man/) as HTMLButtonElement
    welcome.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => document.querySelector('[role="menu"]')).not.toBeNull()

    await userEvent.keyboard('{Escape}')
    await expect.poll(() => document.querySelector('[role="menu"]')).toBeNull()
    expect(document.activeElement).toBe(welcome)
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')

    // a second Escape, now from inside the panel, folds it and returns to the menu button
    await userEvent.keyboard('{Escape}')
    await expect.poll(() => menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(menuButton())
  })

  it('shows the navigation without a menu button once the window is wide', async () => {
    await page.viewport(1280, 800)
    await expect.poll(() => getComputedStyle(menuButton()).display).toBe('none')
    const venues = document.querySelector('a[href="#venues"]') as HTMLElement
    expect(venues.checkVisibility()).toBe(true)
  })
})
