import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Puts axe in every page the test opens, before the app's own scripts. */
export async function installAxe(page: Page) {
  await page.addInitScript({ path: axePath })
}

/**
 * Goes to an address inside the open app, the way back/forward does (the router follows the
 * history), so a long list of pages is visited without reloading the app for each one.
 */
export async function visitInApp(page: Page, path: string) {
  await page.evaluate((url) => {
    history.pushState(history.state, '', url)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

/** axe's violations in the part of the page `selector` names (the whole page by default). */
export async function axeViolations(page: Page, selector = 'html'): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const context = document.querySelector(selector)
    if (!context) return [`nothing matches ${selector}`]
    const { violations } = await axe.run(context)
    return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' ')}`)
  }, selector)
}
