// After a purchase on the real server the member finds, in the page's language, the
// confirmation mail in /dev/outbox (the demo's mailbox) with the transaction number and each
// seat by name ("Stalls, row F, seat 12", 「堂座 F 排 12 號」), the same names on the receipt and
// on the e-tickets, and a notice of the purchase in the inbox. Once in Traditional Chinese and
// once in English; each test buys two seats of a performance of its own.
import type { Locator, Page } from '@playwright/test'
import { openNewestMail } from './support/accountMail'
import {
  type BuyableShow,
  type FreeRow,
  freeRow,
  logIn,
  showOnSale,
  transactionRecord,
} from './support/buyingApi'
import { type Language, languages, word, wordWith } from './support/buyingWords'
import { chooseSeats, payFromBasket } from './support/checkout'
import { demoMember } from './support/memberSession'
import { seatAsWritten } from './support/seatNames'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 240_000 })

/** A member of this test's own (the buying tests take 201…, the sessions' tests 281…). */
const memberFor = (n: number) => 262 + n + 2 * test.info().repeatEachIndex

/** From the event's page to the receipt: the two seats, held, then e-ticket and Visa, paid. */
async function buyTwoSeats(page: Page, language: Language, show: BuyableShow, row: FreeRow) {
  const w = (message: string) => word(language, message)
  await chooseSeats(page, w, languages[language].prefix, show, row.seatIds)
  await page.getByRole('button', { name: w('Hold these seats') }).click()
  // holding writes to the database: on a busy machine that waits
  await expect(page.getByRole('heading', { level: 2, name: w('Basket') })).toBeVisible({
    timeout: 60_000,
  })
  await payFromBasket(page, w)
  return new URL(page.url()).searchParams.get('txn') ?? ''
}

/** The receipt's seat rows, each as the texts of its cells. */
const seatRows = (receipt: Locator) =>
  receipt
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')),
    )

async function expectNamesOnReceiptAndTickets(page: Page, language: Language, names: string[]) {
  const receipt = page.getByRole('article', { name: word(language, 'Receipt') as string })
  const rows = await seatRows(receipt)
  expect(rows).toHaveLength(names.length)
  for (const [n, name] of names.entries()) {
    expect(rows[n], `receipt seat ${n + 1}`).toContain(name)
  }
  const tickets = page.getByRole('figure')
  await expect(tickets).toHaveCount(names.length)
  for (const [n, name] of names.entries()) {
    await expect(tickets.nth(n), `e-ticket ${n + 1}`).toContainText(name)
  }
}

const purchases: { language: Language; member: number; show: number }[] = [
  { language: 'zhHant', member: 0, show: 5 },
  { language: 'en', member: 1, show: 6 },
]

for (const { language, member, show: nth } of purchases) {
  test(`in ${languages[language].prefix}: the mail, the receipt and the e-tickets name the seats alike, and the inbox has the notice`, async ({
    page,
  }) => {
    const session = await logIn(page, memberFor(member))
    const show = await showOnSale(page, 'reserved', nth)
    const row = await freeRow(page, show.performanceId, test.info().repeatEachIndex)
    const txnNo = await buyTwoSeats(page, language, show, row)
    const record = await transactionRecord(page, session, txnNo)
    expect(record.seats.map((s) => [s.row, s.seat])).toEqual(
      row.numbers.map((number) => [row.name, number]),
    )
    // by the section's name, never its id
    for (const seat of record.seats) expect(seat.sectionName, seat.section).toBeDefined()
    const names = record.seats.map((seat) => seatAsWritten(language, seat))
    await expectNamesOnReceiptAndTickets(page, language, names)

    // the mail, written through the outbox as the sale ended, the member's only one
    const mail = await openNewestMail(page, demoMember(memberFor(member)), 1)
    await expect(mail.getByRole('heading')).toContainText(txnNo)
    for (const name of names) await expect(mail).toContainText(name)
    await expect(mail).toContainText(word(language, 'Transaction no.') as string)

    await page.goto(`/${languages[language].prefix}/Member/Inbox.html`)
    const notice = page
      .getByRole('list', { name: word(language, 'Notices, newest first') as string })
      .getByRole('button')
      .filter({ hasText: txnNo })
    await expect(notice).toHaveCount(1)
    await expect(notice).toContainText(wordWith(language, 'Purchase confirmed: {txnNo}', { txnNo }))
  })
}
