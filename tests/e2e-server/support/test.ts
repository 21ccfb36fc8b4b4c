// The e2e-server tests' `test`: the real server draws the events home's first view
// (server/http/firstViewPage.ts), and the app takes it over once it has started (a member's is
// drawn anew). After each `page.goto` these tests wait for the app to have taken the page over,
// as a visitor waits for the page to settle. The tests of the view itself use
// @playwright/test's page (firstView.spec.ts).
import { test as base, expect, type Page } from '@playwright/test'

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const answer = await goto(url, options)
      await expect(page.locator('html[data-first-view]')).toHaveCount(0)
      return answer
    }
    await use(page)
  },
})

export { expect }
