// Buying event tickets on the real server: a reserved seat and a general-admission
// ticket, each once by mouse and once by keyboard alone, in the three languages. Each step is
// checked by axe in every theme and font size (each step in English, Traditional and Simplified
// Chinese across the tests: the reserved seat in en and zh-Hant, general admission in zh-Hans
// and, for its choice of tickets, in en); the receipt is compared with the transaction
// record the API reads from the database and found in the member's history; the e-tickets' QR
// codes are read from the screen and the server accepts them, and refuses a forged one.
//
// Tests run side by side (and again with --repeat-each): each takes a member, a performance
// and a row of its own (members 201…, one set of ten per repeat).
import type { Locator, Page } from '@playwright/test'
import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import {
  apiJson,
  type BuyableShow,
  checkTicketCode,
  type FreeRow,
  freeRow,
  logIn,
  receiptRecord,
  type Session,
  showOnSale,
  type TransactionRecord,
  transactionRecord,
} from './support/buyingApi'
import { readQrCode } from './support/buyingQr'
import { type Language, languages, word } from './support/buyingWords'
import { demoMember, demoPassword } from './support/memberSession'
import { seatAsWritten } from './support/seatNames'
import { expect, test } from './support/test'

// each step runs axe 9 times (the seat plan's hundreds of seats take the longest), on a
// machine other work shares
test.describe.configure({ timeout: 420_000 })

/** A demo member of this test's own: one per test, another set for each repeat. */
const memberFor = (n: number) => 201 + n + 10 * test.info().repeatEachIndex

/** The approved card of the simulated gateway, a future expiry date and any 3 digits. */
const card = { number: '4242 4242 4242 4242', expiry: '12/35', code: '123' }

/**
 * The page in one language: its words and the checks every step makes. `axeEveryStep: false`
 * checks only the choice of tickets, for a run whose later steps another test checks already
 * in the same language.
 */
function buyer(page: Page, language: Language, { axeEveryStep = true } = {}) {
  const w = (message: string) => word(language, message)
  const step = (name: string) => page.getByRole('heading', { level: 2, name: w(name) })
  return {
    w,
    prefix: languages[language].prefix,
    /** the step is on screen (loaded), and axe finds nothing in any theme or size */
    async reached(name: string) {
      // holding, checking out and paying write to the database: on a busy machine that waits
      await expect(step(name)).toBeVisible({ timeout: 60_000 })
      if (axeEveryStep || name === 'Choose tickets') {
        await expectAccessibleInEveryLook(page, name, { within: ['main', '[role="dialog"]'] })
      } else await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    },
  }
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(target: Locator, { back = false, most = 150 } = {}) {
  const page = target.page()
  await target.waitFor()
  for (let n = 0; n < most; n++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/** The seat's element on the plan, and whether it has the focus. */
const seat = (page: Page, id: string) => page.locator(`[data-seat-id="${id}"]`)
const focusedSeat = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest<SVGElement>('[data-seat-id]')?.dataset.seatId ?? '',
  )

/** The dt/dd pairs of the receipt, as text. */
const receiptFields = (receipt: Locator) =>
  receipt
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term): [string, string] => [
        term.textContent?.trim() ?? '',
        term.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    )
const digits = (text: string) => text.replace(/[^\d.]/g, '')

/**
 * The receipt on screen says what the database keeps: the numbers, every seat and the total;
 * and the member's transaction history lists it.
 */
async function expectReceiptOf(page: Page, language: Language, record: TransactionRecord) {
  const w = (message: string) => word(language, message)
  const receipt = page.getByRole('article', { name: w('Receipt') as string })
  await expect(receipt).toBeVisible()
  const fields = new Map(await receiptFields(receipt))
  expect(fields.get(w('Transaction no.') as string)).toBe(record.txnNo)
  expect(fields.get(w('Confirmation no.') as string)).toBe(record.confirmationNo)
  expect(fields.get(w('Tickets') as string)).toBe(String(record.seats.length))
  expect(digits(fields.get(w('Grand total (HKD)') as string) ?? '')).toBe(
    String(record.charges.grandTotal),
  )
  const rows = await receipt
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')),
    )
  expect(rows).toHaveLength(record.seats.length)
  for (const [n, expected] of record.seats.entries()) {
    const cells = rows[n] ?? []
    expect(cells, `seat ${n + 1}`).toContain(seatAsWritten(language, expected))
    expect(cells.map(digits), `seat ${n + 1}`).toContain(String(expected.price))
  }
  await expect(
    page.getByRole('status').filter({ hasText: record.confirmationNo }).first(),
  ).toBeVisible()
}

/** The history row of the transaction, once the member is on the history page. */
async function expectInHistory(page: Page, record: TransactionRecord) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: record.txnNo })
  await expect(row).toBeVisible()
  await expect(row.getByRole('link', { name: record.txnNo })).toBeVisible()
  await expect(row).toContainText(String(record.seats.length))
}

/** The transaction number the receipt's address names. */
const txnOf = (page: Page) => new URL(page.url()).searchParams.get('txn') ?? ''

test.describe('buying a reserved seat', () => {
  test('by mouse, in English: the receipt matches the record and its QR codes are genuine', async ({
    page,
  }) => {
    const session = await logIn(page, memberFor(0))
    const show = await showOnSale(page, 'reserved', 0)
    const row = await freeRow(page, show.performanceId, test.info().repeatEachIndex)
    await installAxe(page)
    const b = buyer(page, 'en')

    // the event's page, then its way in to buying
    await choosePerformanceByMouse(page, b, show)
    for (const id of row.seatIds) {
      await seat(page, id).click()
      await expect(seat(page, id)).toHaveAttribute('aria-checked', 'true')
    }
    await expect(page.getByText('2 seats selected:')).toBeVisible()
    await b.reached('Choose tickets')
    await page.getByRole('button', { name: 'Hold these seats' }).click()

    await payByMouse(page, b, 'Continue to collection and payment')
    const txnNo = txnOf(page)
    const record = await transactionRecord(page, session, txnNo)
    expect(record.seats.map((s) => [s.row, s.seat])).toEqual(
      row.numbers.map((number) => [row.name, number]),
    )
    await expectReceiptOf(page, 'en', record)
    await expectTicketsGenuine(page, session, txnNo)

    await page.getByRole('link', { name: 'See your transaction history' }).click()
    await expectInHistory(page, record)
  })

  test('by keyboard alone, in Traditional Chinese: arrows and Enter/Space on the seat plan', async ({
    page,
  }) => {
    const session = await logIn(page, memberFor(1))
    const show = await showOnSale(page, 'reserved', 1)
    const row = await freeRow(page, show.performanceId, test.info().repeatEachIndex)
    await installAxe(page)
    const b = buyer(page, 'zhHant')

    await page.goto(`/${b.prefix}/Event/${show.eventId}`)
    await tabTo(page.getByRole('link', { name: b.w('Buy tickets') as string, exact: true }))
    await page.keyboard.press('Enter')
    await choosePerformanceByKeyboard(page, show)
    await seatsByKeyboard(page, row)
    await b.reached('Choose tickets')
    await tabTo(page.getByRole('button', { name: b.w('Hold these seats') }))
    await page.keyboard.press('Enter')

    await payByKeyboard(page, b, 'Continue to collection and payment')
    const record = await transactionRecord(page, session, txnOf(page))
    expect(record.seats.map((s) => [s.row, s.seat])).toEqual(
      row.numbers.map((number) => [row.name, number]),
    )
    await expectReceiptOf(page, 'zhHant', record)

    await tabTo(page.getByRole('link', { name: b.w('See your transaction history') }))
    await page.keyboard.press('Enter')
    await expectInHistory(page, record)
  })
})

test.describe('buying general admission', () => {
  test('by mouse, in Simplified Chinese: two tickets of a price zone', async ({ page }) => {
    const session = await logIn(page, memberFor(2))
    const show = await showOnSale(page, 'generalAdmission', 0)
    await installAxe(page)
    const b = buyer(page, 'zhHans')

    await choosePerformanceByMouse(page, b, show)
    const more = page.getByRole('button', { name: b.w('One more') }).first()
    await more.click()
    await more.click()
    await expect(page.getByRole('spinbutton').first()).toHaveValue('2')
    await b.reached('Choose tickets')
    await page.getByRole('button', { name: b.w('Hold these tickets') }).click()

    await payByMouse(page, b, 'Continue to collection and payment')
    const record = await transactionRecord(page, session, txnOf(page))
    expect(record.seats).toHaveLength(2)
    await expectReceiptOf(page, 'zhHans', record)

    await page.getByRole('link', { name: b.w('See your transaction history') }).click()
    await expectInHistory(page, record)
  })

  test('by keyboard alone, in English: the quantity by arrow keys', async ({ page }) => {
    const session = await logIn(page, memberFor(3))
    const show = await showOnSale(page, 'generalAdmission', 1)
    await installAxe(page)
    // the steps after the tickets are those the English mouse test checks
    const b = buyer(page, 'en', { axeEveryStep: false })

    await page.goto(`/${b.prefix}/Event/${show.eventId}`)
    await tabTo(page.getByRole('link', { name: 'Buy tickets', exact: true }))
    await page.keyboard.press('Enter')
    await choosePerformanceByKeyboard(page, show)
    const quantity = page.getByRole('spinbutton').first()
    await tabTo(quantity)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(quantity).toHaveValue('2')
    await b.reached('Choose tickets')
    await tabTo(page.getByRole('button', { name: 'Hold these tickets' }))
    await page.keyboard.press('Enter')

    await payByKeyboard(page, b, 'Continue to collection and payment')
    const record = await transactionRecord(page, session, txnOf(page))
    expect(record.seats).toHaveLength(2)
    await expectReceiptOf(page, 'en', record)

    await tabTo(page.getByRole('link', { name: 'See your transaction history' }))
    await page.keyboard.press('Enter')
    await expectInHistory(page, record)
  })
})

// The server keeps a hot performance's plan a moment (docs/decisions/0006-selling.md); seats
// another member takes through it while this one chooses must still show taken once refused.
test.describe('seats someone else takes while you choose', () => {
  test('the hold is refused, and the plan asked again shows them taken', async ({ page }) => {
    await logIn(page, memberFor(6))
    const show = await showOnSale(page, 'reserved', 3)
    const row = await freeRow(page, show.performanceId, test.info().repeatEachIndex)
    const b = buyer(page, 'en', { axeEveryStep: false })
    await choosePerformanceByMouse(page, b, show)
    for (const id of row.seatIds) await seat(page, id).click()
    await expect(seat(page, row.seatIds[1])).toHaveAttribute('aria-checked', 'true')
    // meanwhile another member holds the same two seats
    const login = await page.request.post('/api/user/login.do?locale=en_US', {
      data: { loginId: demoMember(memberFor(7)), password: demoPassword },
    })
    const { token } = (await login.json()) as { token: string }
    const held = await page.request.post('/api/basket/hold.do?locale=en_US', {
      headers: { authorization: `Bearer ${token}` },
      data: { performanceId: show.performanceId, seatIds: row.seatIds },
    })
    expect(held.status()).toBe(201)
    await page.getByRole('button', { name: 'Hold these seats' }).click()
    await expect(
      page.getByText('Some of the seats you chose are no longer available. Please choose again.'),
    ).toBeVisible()
    for (const id of row.seatIds) {
      await expect(seat(page, id)).toHaveAttribute('aria-disabled', 'true')
    }
  })
})

// "Let us choose the best seats": a price zone and a number, and the server holds the best block
// of that zone (server/routes/bestSeats.test.ts checks which block it takes).
test.describe('the best seats, chosen for the buyer', () => {
  test('in Traditional Chinese: two seats side by side, held, paid and on the receipt', async ({
    page,
  }) => {
    const session = await logIn(page, memberFor(8))
    // a performance of its own: the other tests take rows of theirs, this one the best seats
    const show = await showOnSale(page, 'reserved', 4)
    await installAxe(page)
    const b = buyer(page, 'zhHant', { axeEveryStep: false })
    await choosePerformanceByMouse(page, b, show)
    await expect(page.getByRole('spinbutton', { name: b.w('Number of seats') })).toHaveValue('2')
    await b.reached('Choose tickets')
    await page.getByRole('button', { name: b.w('Hold the best {quantity} seats') }).click()

    await b.reached('Basket')
    const { holds } = await apiJson<{ holds: { tickets: { row: string; seat: string }[] }[] }>(
      page,
      '/api/basket.do?locale=en_US',
      { session },
    )
    const seats = holds.flatMap((hold) => hold.tickets)
    expect(seats).toHaveLength(2)
    const [first, second] = seats as [{ row: string; seat: string }, { row: string; seat: string }]
    expect(second.row).toBe(first.row)
    expect(Math.abs(Number(second.seat) - Number(first.seat))).toBe(1)

    await payByMouse(page, b, 'Continue to collection and payment')
    const record = await transactionRecord(page, session, txnOf(page))
    expect(record.seats.map((s) => [s.row, s.seat])).toEqual(seats.map((s) => [s.row, s.seat]))
  })
})

// The steps after the choice of tickets are the same screens for both kinds of seating, and the
// purchases above read them in all three languages; the choice itself they read in two each.
test.describe('choosing tickets, in the language the purchases above leave out', () => {
  test('a reserved seat in Simplified Chinese', async ({ page }) => {
    await logIn(page, memberFor(4))
    const show = await showOnSale(page, 'reserved', 2)
    const row = await freeRow(page, show.performanceId, test.info().repeatEachIndex)
    await installAxe(page)
    const b = buyer(page, 'zhHans')
    await choosePerformanceByMouse(page, b, show)
    for (const id of row.seatIds) await seat(page, id).click()
    await expect(seat(page, row.seatIds[1])).toHaveAttribute('aria-checked', 'true')
    await b.reached('Choose tickets')
  })

  test('general admission in Traditional Chinese', async ({ page }) => {
    await logIn(page, memberFor(5))
    const show = await showOnSale(page, 'generalAdmission', 2)
    await installAxe(page)
    const b = buyer(page, 'zhHant')
    await choosePerformanceByMouse(page, b, show)
    await page
      .getByRole('button', { name: b.w('One more') })
      .first()
      .click()
    await expect(page.getByRole('spinbutton').first()).toHaveValue('1')
    await b.reached('Choose tickets')
  })
})

// ── the steps, by mouse and by keyboard ─────────────────────────────────────────────────────

type Buyer = ReturnType<typeof buyer>
const performanceRadio = (page: Page, show: BuyableShow) =>
  page.locator(`input[type="radio"][value="${show.performanceId}"]`)

/**
 * From the event's page by its "Buy tickets" link; with more than one performance on sale, the
 * buyer picks this test's one.
 */
async function choosePerformanceByMouse(page: Page, b: Buyer, show: BuyableShow) {
  await page.goto(`/${b.prefix}/Event/${show.eventId}`)
  await page.getByRole('link', { name: b.w('Buy tickets') as string, exact: true }).click()
  await expect(page).toHaveURL(/\/Buy/)
  if (show.choices > 1) await performanceRadio(page, show).check()
  await expect(performanceRadio(page, show)).toBeChecked()
}

/** Tab into the performances, then arrow keys until this test's one is chosen. */
async function choosePerformanceByKeyboard(page: Page, show: BuyableShow) {
  await expect(page).toHaveURL(/\/Buy/)
  const radio = performanceRadio(page, show)
  if (show.choices > 1) {
    await tabTo(page.locator('input[type="radio"]:not(:disabled)').first())
    for (let n = 0; n < 30 && !(await radio.isChecked()); n++) {
      await page.keyboard.press('ArrowDown')
    }
    await expect(radio).toBeFocused()
  }
  await expect(radio).toBeChecked()
}

/** One tab stop into the plan; Ctrl+Home, arrows to the seat (Home: the row's first); Space and Enter pick. */
async function seatsByKeyboard(page: Page, row: FreeRow) {
  await tabTo(page.locator('[data-seat-id][tabindex="0"]'))
  await page.keyboard.press('Control+Home')
  for (let n = 0; n < row.index; n++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Home')
  for (let n = 0; n < row.position; n++) await page.keyboard.press('ArrowRight')
  await expect.poll(() => focusedSeat(page)).toBe(row.seatIds[0])
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => focusedSeat(page)).toBe(row.seatIds[1])
  await page.keyboard.press('Enter')
  for (const id of row.seatIds) {
    await expect(seat(page, id)).toHaveAttribute('aria-checked', 'true')
  }
}

/** Basket (with its countdown) → e-ticket and Visa → preview with the card → receipt. */
async function payByMouse(page: Page, b: Buyer, onward: string) {
  await b.reached('Basket')
  await expect(page.getByRole('timer')).toBeVisible()
  await page.getByRole('button', { name: b.w(onward) }).click()

  await page.locator('input[type="radio"][value="eTicket"]').check()
  await page.locator('input[type="radio"][value="visa"]').check()
  await b.reached('Collection and payment')
  await page.getByRole('button', { name: b.w('Check out') }).click()

  await page.getByRole('textbox', { name: b.w('{name} card number') }).fill(card.number)
  await page.getByRole('textbox', { name: b.w('Expiry date (MM/YY)') }).fill(card.expiry)
  await page.getByRole('textbox', { name: b.w('Security code') }).fill(card.code)
  await b.reached('Preview and pay')
  await page.getByRole('button', { name: b.w('Confirm and pay {total}') }).click()
  await b.reached('Receipt')
}

async function payByKeyboard(page: Page, b: Buyer, onward: string) {
  await b.reached('Basket')
  await expect(page.getByRole('timer')).toBeVisible()
  await tabTo(page.getByRole('button', { name: b.w(onward) }))
  await page.keyboard.press('Enter')

  // e-ticket and Visa are chosen already: the keyboard finds them so
  const eTicket = page.locator('input[type="radio"][value="eTicket"]')
  await tabTo(eTicket)
  await expect(eTicket).toBeChecked()
  const visa = page.locator('input[type="radio"][value="visa"]')
  await tabTo(visa)
  await expect(visa).toBeChecked()
  await b.reached('Collection and payment')
  await tabTo(page.getByRole('button', { name: b.w('Check out') }))
  await page.keyboard.press('Enter')

  for (const [label, text] of [
    ['{name} card number', card.number],
    ['Expiry date (MM/YY)', card.expiry],
    ['Security code', card.code],
  ] as const) {
    await tabTo(page.getByRole('textbox', { name: b.w(label) }))
    await page.keyboard.type(text)
  }
  await b.reached('Preview and pay')
  await tabTo(page.getByRole('button', { name: b.w('Confirm and pay {total}') }))
  await page.keyboard.press('Enter')
  await b.reached('Receipt')
}

/** Each e-ticket's QR, read from the screen, is its receipt's code; the door accepts it. */
async function expectTicketsGenuine(page: Page, session: Session, txnNo: string) {
  const { eTickets = [] } = await receiptRecord(page, session, txnNo)
  const codes = page.getByRole('img', { name: /^QR code of ticket / })
  await expect(codes).toHaveCount(eTickets.length)
  expect(eTickets.length).toBeGreaterThan(0)
  for (const [n, ticket] of eTickets.entries()) {
    const read = await readQrCode(codes.nth(n))
    expect(read, `ticket ${n + 1}`).toBe(ticket.code)
    const genuine = await checkTicketCode(page, read ?? '')
    expect(genuine.status).toBe(200)
    expect(genuine.body).toMatchObject({ txnNo, seq: n + 1, seat: ticket.seat })
    // one character changed (in the signature) and the door refuses it
    const last = (read ?? '').slice(-1)
    const forged = `${(read ?? '').slice(0, -1)}${last === 'A' ? 'B' : 'A'}`
    const refused = await checkTicketCode(page, forged)
    expect([refused.status, refused.body.code]).toEqual([404, 'NOT_FOUND'])
  }
}
