// The end of an event purchase as a buyer clicks through it, from the basket to the receipt:
// e-tickets, Visa and the simulated gateway's approved card.
import { expect, type Page } from '@playwright/test'

/** The approved card of the simulated gateway, a future expiry date and any 3 digits. */
const approvedCard = { number: '4242 4242 4242 4242', expiry: '12/35', code: '123' }

/** From the basket on screen to the receipt; `w` gives the page's words for English ones. */
export async function payFromBasket(page: Page, w: (message: string) => string | RegExp) {
  await page.getByRole('button', { name: w('Continue to collection and payment') }).click()
  await page.locator('input[type="radio"][value="eTicket"]').check()
  await page.locator('input[type="radio"][value="visa"]').check()
  await page.getByRole('button', { name: w('Check out') }).click()
  await page.getByRole('textbox', { name: w('{name} card number') }).fill(approvedCard.number)
  await page.getByRole('textbox', { name: w('Expiry date (MM/YY)') }).fill(approvedCard.expiry)
  await page.getByRole('textbox', { name: w('Security code') }).fill(approvedCard.code)
  await page.getByRole('button', { name: w('Confirm and pay {total}') }).click()
  await expect(page.getByRole('heading', { level: 2, name: w('Receipt') })).toBeVisible({
    timeout: 60_000,
  })
}
