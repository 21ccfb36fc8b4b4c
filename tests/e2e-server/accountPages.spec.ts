// The account pages a visitor reaches from a mail or a link, read on the real server in each
// language, theme and font size: forgot password, a reset link and an activation link that no
// longer work (the spec's broken-link answers), and the page after logging out.

import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import { type Language, languages, word } from './support/buyingWords'
import { expect, test } from './support/test'

const pages = [
  ['/ForgotPassword.html', 'Forgot password'],
  ['/ResetPassword.html?token=no-such-link', 'Reset password'],
  ['/Activation.html?token=no-such-link', 'Your account could not be activated'],
  ['/Logout.html', 'Log out'],
] as const

for (const language of Object.keys(languages) as Language[]) {
  test(`account pages read in ${language} with no accessibility violations`, async ({ page }) => {
    test.setTimeout(240_000)
    await installAxe(page)
    for (const [path, title] of pages) {
      await page.goto(`/${languages[language].prefix}${path}`)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(word(language, title))
      // what the page answers, not its loading state
      await page.waitForLoadState('networkidle')
      await expect(page.locator('main p, main form').first(), path).toBeVisible()
      await expectAccessibleInEveryLook(page, path, { within: ['main'] })
    }
  })
}
