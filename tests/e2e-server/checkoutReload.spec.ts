// A checkout survives a reload on the real server: a member holds two seats, chooses box-office
// collection and Mastercard, reaches the preview, reloads the page, finds the same step with the
// same tickets, collection, payment and total, pays, and reaches the receipt the database keeps.
//
// A member and a performance of its own (no other spec buys for the sixth reserved show).
import type { Page } from '@playwright/test'
import { freeRow, logIn, showOnSale, transactionRecord } from './support/buyingApi'
import { expect, test } from './support/test'

// holding, checking out and paying write to the database: on a busy machine that waits
test.describe.configure({ timeout: 180_000 })
const slow = { timeout: 60_000 }

const member = () => 261 + test.info().repeatEachIndex
const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const digits = (text: string) => text.replace(/[^\d.]/g, '')

test('the preview, reloaded, shows the same choices and can be paid', async ({ page }) => {
  const session = await logIn(page, member())
  const show = await showOnSale(page, 'reserved', 5)
  const row = await freeRow(page, show.performanceId, test.info().repeatEachIndex)

  await page.goto(`/en_us/Event/${show.eventId}`)
  await page.getByRole('link', { name: 'Buy tickets', exact: true }).click()
  const performance = page.locator(`input[type="radio"][value="${show.performanceId}"]`)
  if (show.choices > 1) await performance.check()
  await expect(performance).toBeChecked()
  for (const id of row.seatIds) await page.locator(`[data-seat-id="${id}"]`).click()
  await page.getByRole('button', { name: 'Hold these seats' }).click()

  await expect(step(page, 'Basket')).toBeVisible(slow)
  await page.getByRole('button', { name: 'Continue to collection and payment' }).click()
  // not the choices the form starts with, so a reload that forgot them would show
  await page.locator('input[type="radio"][value="boxOffice"]').check()
  await page.locator('input[type="radio"][value="mastercard"]').check()
  await page.getByRole('button', { name: 'Check out' }).click()

  await expect(step(page, 'Preview and pay')).toBeVisible(slow)
  await expect(page).toHaveURL(/[?&]step=preview&.*preview=PV-/)
  const preview = page.getByRole('region', { name: 'Transaction preview' })
  await expect(preview).toContainText('Collect at a box office')
  const before = (await preview.textContent()) ?? ''
  const address = page.url()

  await page.reload()
  await expect(page.locator('html[data-first-view]')).toHaveCount(0)
  await expect(step(page, 'Preview and pay')).toBeVisible(slow)
  expect(page.url()).toBe(address)
  await expect(page.getByText('This preview is no longer open', { exact: false })).toHaveCount(0)
  // the same words throughout (the section names come with the seat plan, a moment later)
  await expect(preview).toHaveText(before)
  for (const number of row.numbers) {
    await expect(preview).toContainText(new RegExp(`row ${row.name},? seat ${number}(?!\\d)`))
  }
  await expect(preview).toContainText('Collect at a box office')
  await expect(preview).toContainText('Mastercard')
  await expect(page.getByRole('timer')).toBeVisible()

  await page.getByRole('textbox', { name: 'Mastercard card number' }).fill('5454 5454 5454 5454')
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/35')
  await page.getByRole('textbox', { name: 'Security code' }).fill('123')
  const pay = page.getByRole('button', { name: /^Confirm and pay / })
  const total = digits((await pay.textContent()) ?? '')
  await pay.click()

  await expect(step(page, 'Receipt')).toBeVisible(slow)
  const txnNo = new URL(page.url()).searchParams.get('txn') ?? ''
  const record = await transactionRecord(page, session, txnNo)
  expect(record.seats.map((s) => [s.row, s.seat])).toEqual(
    row.numbers.map((number) => [row.name, number]),
  )
  expect([record.collectionMethod, record.paymentMethod]).toEqual(['boxOffice', 'mastercard'])
  expect(record.charges.grandTotal).toBe(Number(total))
  await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(txnNo)
})
