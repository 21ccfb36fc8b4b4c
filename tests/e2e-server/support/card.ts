import type { Locator, Page } from '@playwright/test'
import { cardExpiry } from './cinema'

/** The simulated gateway's approved card; any 3 digits for its security code. */
const approvedCard = { number: '4242 4242 4242 4242', code: '123' }

/** Types a card into a checkout's card fields (English labels), as a buyer would. */
export async function fillEnglishCard(form: Locator, number: string) {
  await form.getByRole('textbox', { name: /^Card number/ }).fill(number)
  await form.getByRole('textbox', { name: /^Expiry date/ }).fill(cardExpiry())
  await form.getByRole('textbox', { name: /^Security code/ }).fill('123')
}

/** Types the approved card into an event preview's card fields, named in the page's words. */
export async function fillCheckoutCard(page: Page, w: (message: string) => string | RegExp) {
  await page.getByRole('textbox', { name: w('{name} card number') }).fill(approvedCard.number)
  await page.getByRole('textbox', { name: w('Expiry date (MM/YY)') }).fill(cardExpiry())
  await page.getByRole('textbox', { name: w('Security code') }).fill(approvedCard.code)
}
