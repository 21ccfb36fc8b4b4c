// An event purchase as a buyer clicks through it: the seats chosen on the event's page, then
// from the basket to the receipt with e-tickets, Visa and the simulated gateway's approved card
// (card.ts).
import { expect, type Page } from '@playwright/test'
import type { BuyableShow } from './buyingApi'
import { fillCheckoutCard } from './card'

type Words = (message: string) => string | RegExp

/** From the event's page in `prefix`'s language: the show chosen, then each of `seatIds`. */
export async function chooseSeats(
  page: Page,
  w: Words,
  prefix: string,
  show: BuyableShow,
  seatIds: readonly string[],
) {
  await page.goto(`/${prefix}/Event/${show.eventId}`)
  await page.getByRole('link', { name: w('Buy tickets') as string, exact: true }).click()
  const performance = page.locator(`input[type="radio"][value="${show.performanceId}"]`)
  if (show.choices > 1) await performance.check()
  await expect(performance).toBeChecked()
  for (const id of seatIds) {
    const seat = page.locator(`[data-seat-id="${id}"]`)
    await seat.click()
    await expect(seat).toHaveAttribute('aria-checked', 'true')
  }
}

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
