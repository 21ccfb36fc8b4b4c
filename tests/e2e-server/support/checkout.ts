// The end of an event purchase as a buyer clicks through it, from the basket to the receipt:
// e-tickets, Visa and the simulated gateway's approved card (card.ts).
import { expect, type Page } from '@playwright/test'
import { fillCheckoutCard } from './card'

type Words = (message: string) => string | RegExp

/** From the basket on screen to the preview: e-tickets and Visa; `w` gives the page's words. */
export async function checkOutFromBasket(page: Page, w: Words) {
  await page.getByRole('button', { name: w('Continue to collection and payment') }).click()
  await page.locator('input[type="radio"][value="eTicket"]').check()
  await page.locator('input[type="radio"][value="visa"]').check()
  await page.getByRole('button', { name: w('Check out') }).click()
}

/** On the preview: the approved card, paid, to the receipt. */
export async function payOnPreview(page: Page, w: Words) {
  await fillCheckoutCard(page, w)
  await page.getByRole('button', { name: w('Confirm and pay {total}') }).click()
  await expect(page.getByRole('heading', { level: 2, name: w('Receipt') })).toBeVisible({
    timeout: 60_000,
  })
}

/** From the basket on screen to the receipt; `w` gives the page's words for English ones. */
export async function payFromBasket(page: Page, w: Words) {
  await checkOutFromBasket(page, w)
  await payOnPreview(page, w)
}
