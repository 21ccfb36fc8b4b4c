import type { Locator } from '@playwright/test'
import { cardExpiry } from './cinema'

/** Types a card into a checkout's card fields (English labels), as a buyer would. */
export async function fillEnglishCard(form: Locator, number: string) {
  await form.getByRole('textbox', { name: /^Card number/ }).fill(number)
  await form.getByRole('textbox', { name: /^Expiry date/ }).fill(cardExpiry())
  await form.getByRole('textbox', { name: /^Security code/ }).fill('123')
}
