import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInBrowser } from '../testing'
import { Header } from './Header'

// Real keys from Playwright on a phone-sized window, where the header folds into a menu.
const buttonNamed = (pattern: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => pattern.test(b.textContent ?? ''))
const menuButton = () => buttonNamed(/^Menu$/) as HTMLButtonElement

beforeEach(async () => {
  await page.viewport(320, 640)
  renderInBrowser(
    <Header
      navItems={[{ id: 'venues', label: 'Venues', href: '#venues' }]}
      locale="en"
      onLocaleChange={() => {}}
      member={{ name: 'Chan Tai Man' }}
    />,
  )
  await expect.poll(menuButton).toBeTruthy()
})

describe('Header on a narrow screen', () => {
  it('closes only the member menu on Escape, leaving the folded panel open', async () => {
    menuButton().focus()
    await userEvent.keyboard('{Enter}')
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')

    // the menu's own code replaces the plain button once it loads: find it anew each time
    const welcome = () => buttonNamed(/Welcome, Chan Tai Man/) as HTMLButtonElement
    welcome().focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => document.querySelector('[role="menu"]')).not.toBeNull()

    await userEvent.keyboard('{Escape}')
    await expect.poll(() => document.querySelector('[role="menu"]')).toBeNull()
    expect(document.activeElement).toBe(welcome())
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

describe('Header breakpoints and the font-size preference', () => {
  it('folds into the menu at a width that is wide enough for 16 px text but not for 18 px', async () => {
    // the desktop breakpoint is 64 rem: 1024 px at 16 px text, 1152 px at 18 px
    await page.viewport(1100, 800)
    const root = document.documentElement
    try {
      root.setAttribute('data-font-size', '16')
      await expect.poll(() => getComputedStyle(menuButton()).display).toBe('none')
      root.setAttribute('data-font-size', '18')
      await expect.poll(() => getComputedStyle(menuButton()).display).not.toBe('none')
    } finally {
      root.removeAttribute('data-font-size')
    }
  })
})
