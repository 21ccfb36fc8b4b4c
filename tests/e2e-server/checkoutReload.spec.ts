// A checkout survives a reload on the real server. An event: a member holds two seats, chooses
// box-office collection and Mastercard, reaches the preview, reloads the page, finds the same
// step with the same tickets, collection, payment and total, pays, and reaches the receipt the
// database keeps. The cinema: a visitor's booking, reloaded on its preview, is paid the same way.
//
// Shows of their own: no other spec buys for the sixth reserved performance, nor books the last
// day's shows of the cinema (cinema.spec.ts takes the first day from tomorrow that has shows).
import type { Page, Response } from '@playwright/test'
import { freeRow, logIn, showOnSale, transactionRecord } from './support/buyingApi'
import { chooseSeats } from './support/checkout'
import { hongKongDate, scheduleOn, seatStatuses, seatsInARow, watchCaptcha } from './support/cinema'
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

  await chooseSeats(page, (english) => english, 'en_us', show, row.seatIds)
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

/** A show on the schedule's last day (server/seed/content/cinemaShows.ts: a week), one per repeat. */
async function lastDayShow(page: Page) {
  const date = hongKongDate(6)
  const { movies } = await scheduleOn(page, date)
  const shows = movies
    .flatMap((entry) => entry.shows)
    .filter((show) => show.seatsAvailable > 20)
    .sort((a, b) => b.id - a.id)
  const show = shows[test.info().repeatEachIndex % shows.length]
  if (!show) throw new Error(`no cinema show on ${date}`)
  return { date, show }
}

test("a visitor's cinema booking, reloaded on its preview, shows the same and is paid", async ({
  page,
}) => {
  const { date, show } = await lastDayShow(page)
  const codeOf = watchCaptcha(page)
  await page.goto(`/en_us/Cinema.html?date=${date}`)
  await page.locator(`a[href*="show=${show.id}&"]`).first().click()
  await expect(step(page, 'Seats and tickets')).toBeVisible(slow)
  const pair = await seatsInARow(page, show.id)
  for (const seat of pair.seats) {
    await page
      .getByRole('checkbox', { name: `Row ${pair.row}, seat ${seat.number}, available` })
      .click()
  }
  await page.getByRole('textbox', { name: /^Name/ }).fill('Chan Siu Ming')
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+852 9123 4567')
  await page.getByRole('textbox', { name: /^Email/ }).fill('chan.siuming@example.com')
  await page.getByRole('textbox', { name: /^Code in the picture/ }).fill(await codeOf())
  const booked = page.waitForResponse(
    (answer: Response) => answer.url().includes('/api/cinema/booking.do') && answer.ok(),
  )
  await page.getByRole('button', { name: 'Confirm' }).click()

  await expect(step(page, 'Preview and pay')).toBeVisible(slow)
  const { bookingId, total } = (await (await booked).json()) as { bookingId: string; total: number }
  const preview = page.getByRole('region', { name: 'Booking preview' })
  await expect(preview).toContainText(`HK$${total.toLocaleString('en')}`)
  const before = (await preview.textContent()) ?? ''
  const address = page.url()
  expect(address).toContain(`booking=${bookingId}`)

  await page.reload()
  await expect(page.locator('html[data-first-view]')).toHaveCount(0)
  await expect(step(page, 'Preview and pay')).toBeVisible(slow)
  expect(page.url()).toBe(address)
  await expect(preview).toHaveText(before)
  await expect(page.getByText('This booking is no longer open', { exact: false })).toHaveCount(0)
  for (const seat of pair.seats) await expect(preview).toContainText(seat.id)

  await page.getByRole('textbox', { name: /^Visa card number/ }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/35')
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123')
  await page.getByRole('button', { name: /^Confirm again and pay / }).click()
  await expect(step(page, 'Receipt')).toBeVisible(slow)
  await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(
    new URL(page.url()).searchParams.get('txn') ?? 'a transaction number',
  )
  expect(
    await seatStatuses(
      page,
      show.id,
      pair.seats.map((seat) => seat.id),
    ),
  ).toEqual(['sold', 'sold'])
})
