// Booking a film on the real server (spec §4): by mouse in English as a member who
// logs in on the way, by keyboard alone in Traditional Chinese as a visitor, and in Simplified
// Chinese with the consecutive-seat rule broken and explained and the courier; a date without
// shows; the late evening, when every show of today has started. Each receipt is checked against
// the server's record, and axe runs on every step in every theme and font size.
//
// Steps of the mouse flow (the first test): 5 pages (schedule, seats, login, preview, receipt);
// 9 clicks (the show's date, tomorrow's as a rule; the showtime, "Log in (optional)", "Log in",
// two seats, one more concession ticket, Confirm, Pay); 6 fields typed (email, password, the
// picture's code, card number, expiry, security code). A practised visitor booking one of today's shows with
// regular tickets needs 4 pages, 5 clicks (showtime, two seats, Confirm, Pay) and 7 fields
// (name, phone, email, the code, card number, expiry, security code).
import type { Page, Response } from '@playwright/test'
import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import {
  cardExpiry,
  clockOf,
  hongKongDate,
  type Movie,
  seatStatuses,
  seatsInARow,
  showFor,
  tabTo,
  watchCaptcha,
} from './support/cinema'
import { demoMember, demoPassword } from './support/memberSession'
import { expect, test } from './support/test'

interface Transaction {
  txnNo: string
  confirmationNo: string
  event: { en: string }
  seats: { section: string; row: string; seat: string; price: number }[]
  charges: { ticketTotal: number; serviceFee?: number; deliveryFee?: number; grandTotal: number }
  collectionMethod: string
  deliveryAddress?: string
}

const hkd = (amount: number) => `HK$${amount.toLocaleString('en')}`
const priceOf = (show: { prices: { ticketClass: string; price: number }[] }, ticketClass: string) =>
  show.prices.find((price) => price.ticketClass === ticketClass)?.price ?? Number.NaN
// the films for adults only have a test of their own, the others share theirs between two
const notForAdults = (film: Movie) => film.rating !== 'III'
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first()
const jsonOf = async <T>(response: Promise<Response>) => (await (await response).json()) as T
// the steps that wait for the server (a password checked, seats held, a card paid) may take a
// while on a loaded machine
const serverStep = { timeout: 60_000 }
const answerTo = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().includes(path) && response.ok())

// a whole booking with axe in every look on each step; generous, for a loaded machine
const flowTime = 360_000

test.beforeEach(async ({ page }) => {
  await installAxe(page)
})

const expectNoViolations = (page: Page, step: string) => expectAccessibleInEveryLook(page, step)

test('by mouse in English, a member who logs in on the way (5 pages, 9 clicks, 6 fields)', async ({
  page,
}, testInfo) => {
  test.setTimeout(flowTime)
  const { date, days, movie, show } = await showFor(page, testInfo, {
    accept: notForAdults,
    slot: 0,
    of: 2,
  })
  const title = movie.title.en
  const codeOf = watchCaptcha(page)

  // page 1: the schedule, with the theatre's rules
  await page.goto('/en_us/Cinema.html')
  await expect(stepHeading(page)).toHaveText('Choose a show')
  const rules = page.getByRole('region', { name: 'Theatre rules' })
  await expect(rules).toContainText('Children under 6 are not admitted.')
  await expect(rules).toContainText('Theatres close when typhoon signal No. 8 or above is hoisted.')
  await expectNoViolations(page, 'schedule')

  // click 1: the show's day (tomorrow, unless it has no show for this test); click 2: the showtime
  await page.getByRole('navigation', { name: 'Dates' }).getByRole('link').nth(days).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(date)
  const film = page.getByRole('article', { name: title })
  await expect(film).toContainText(/Category (I|IIA|IIB|III):/)
  await film.getByRole('link', { name: new RegExp(`^${clockOf(show)}, \\d+ seats? left$`) }).click()

  // page 2: the show, its rules and its seats
  await expect(stepHeading(page)).toHaveText('Seats and tickets')
  const facts = page.getByRole('region', { name: 'The show' })
  await expect(facts.getByRole('heading', { name: title })).toBeVisible()
  await expect(facts).toContainText(`House${show.house.en}`)
  await expect(facts).toContainText(/Running time\d+ minutes/)
  await expect(facts).toContainText(/Language\S/)

  // page 3 and clicks 3 and 4: logging in (optional) comes back to this very show
  await page.getByRole('link', { name: 'Log in (optional)' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member login')
  await page.getByRole('textbox', { name: /^Email or login ID/ }).fill(demoMember(2))
  await page.getByLabel(/^Password/).fill(demoPassword)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(stepHeading(page)).toHaveText('Seats and tickets', serverStep)
  await expect(page.getByText(/^You are booking as .+; the booking will be in your/)).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('CL_TK'))
  expect(token).toBeTruthy()

  // clicks 5 and 6: two seats side by side; click 7: one of them a concession ticket
  const pair = await seatsInARow(page, show.id)
  const seatNames = pair.seats.map((seat) => `Row ${pair.row}, seat ${seat.number}`)
  for (const name of seatNames) {
    await page.getByRole('checkbox', { name: `${name}, available` }).click()
    await expect(page.getByRole('checkbox', { name: `${name}, selected` })).toBeChecked()
  }
  await expect(page.getByText('2 seats selected:')).toContainText(
    `Row ${pair.row} seat ${pair.seats[0]?.number} and Row ${pair.row} seat ${pair.seats[1]?.number}`,
  )
  const tickets = page.getByRole('region', { name: 'Tickets' })
  await expect(tickets.getByRole('row', { name: /^Regular/ })).toContainText(
    hkd(priceOf(show, 'regular')),
  )
  await expect(tickets).toContainText(
    `A service fee of ${hkd(show.serviceFee)} is added per ticket.`,
  )
  await tickets
    .getByRole('group', { name: 'Concession tickets' })
    .getByRole('button', { name: 'One more' })
    .click()
  await expect(tickets.getByText('Regular tickets: 1')).toBeVisible()
  const ticketTotal = priceOf(show, 'regular') + priceOf(show, 'concession')
  const total = ticketTotal + 2 * show.serviceFee
  const confirm = page.getByRole('region', { name: 'Check and confirm' })
  await expect(confirm).toContainText(`Tickets${hkd(ticketTotal)}`)
  await expect(confirm).toContainText(`Service fee${hkd(2 * show.serviceFee)}`)
  await expect(confirm).toContainText('CourierHK$0')
  await expect(confirm).toContainText(`Total (HKD)${hkd(total)}`)
  await expectNoViolations(page, 'seats')

  // the code in the picture; click 8: Confirm
  await confirm.getByRole('textbox', { name: /^Code in the picture/ }).fill(await codeOf())
  const booked = answerTo(page, '/api/cinema/booking.do')
  await confirm.getByRole('button', { name: 'Confirm' }).click()

  // page 4: the preview, with a line per ticket class
  await expect(stepHeading(page)).toHaveText('Preview and pay', serverStep)
  const { bookingId } = await jsonOf<{ bookingId: string }>(booked)
  expect(page.url()).toContain(`booking=${bookingId}`)
  const preview = page.getByRole('region', { name: 'Booking preview' })
  await expect(preview).toContainText(`Film${title}`)
  await expect(preview).toContainText(
    `Regular × 1 (${hkd(priceOf(show, 'regular'))} each)${hkd(priceOf(show, 'regular'))}`,
  )
  await expect(preview).toContainText(`Concession × 1 (${hkd(priceOf(show, 'concession'))} each)`)
  await expect(preview).toContainText(`Total (HKD)${hkd(total)}`)
  await expectNoViolations(page, 'preview')

  // click 9: pay, the second confirmation
  await page.getByRole('textbox', { name: /^Visa card number/ }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill(cardExpiry())
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123')
  await page.getByRole('button', { name: `Confirm again and pay ${hkd(total)}` }).click()

  // page 5: the receipt, as the server keeps it
  await expect(stepHeading(page)).toHaveText('Receipt', serverStep)
  const txnNo = new URL(page.url()).searchParams.get('txn') ?? ''
  const headers = { authorization: `Bearer ${token}` }
  const kept = await page.request.get(`/api/receipt/${txnNo}.do?locale=en_US`, { headers })
  expect(kept.ok()).toBe(true)
  const record = (await kept.json()) as Transaction
  expect(record.event.en).toBe(title)
  expect(record.charges.grandTotal).toBe(total)
  expect(record.seats.map((seat) => `${seat.row}-${seat.seat}`)).toEqual(
    pair.seats.map((seat) => seat.id),
  )
  await expect(page.getByRole('status').filter({ hasText: 'Thank you.' })).toContainText(
    `keep your confirmation number ${record.confirmationNo}`,
  )
  const receipt = page.getByRole('article', { name: 'Receipt' })
  await expect(receipt).toContainText(`Transaction no.${txnNo}`)
  await expect(receipt.getByRole('heading', { name: title })).toBeVisible()
  await expect(receipt).toContainText(`Service fee${hkd(2 * show.serviceFee)}`)
  await expect(receipt).toContainText(`Grand total (HKD)${hkd(total)}`)
  for (const seat of record.seats) {
    await expect(
      // one Seat cell names the house, the row and the seat ("House 3, row A, seat 4")
      receipt.getByRole('row', { name: new RegExp(`, row ${seat.row}, seat ${seat.seat} `) }),
    ).toBeVisible()
  }
  await expectNoViolations(page, 'receipt')

  // and the member's transaction history lists it
  await page.getByRole('link', { name: 'See your transaction history' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history')
  await expect(page.getByRole('row').filter({ hasText: txnNo })).toContainText(title)
})

test('by keyboard alone in Traditional Chinese, a visitor', async ({ page }, testInfo) => {
  test.setTimeout(flowTime)
  const { date, movie, show } = await showFor(page, testInfo, {
    accept: notForAdults,
    slot: 1,
    of: 2,
  })
  const codeOf = watchCaptcha(page)
  const press = (key: string, times = 1) =>
    Array.from({ length: times }).reduce<Promise<void>>(
      (done) => done.then(() => page.keyboard.press(key)),
      Promise.resolve(),
    )

  await page.goto('/zh_hk/Cinema.html')
  await expect(stepHeading(page)).toHaveText('選擇場次')
  await expect(page.getByRole('region', { name: '戲院守則' })).toContainText(
    '6歲以下兒童不得進場，6歲或以上人士均須持票入場。',
  )
  await expectNoViolations(page, 'schedule in zh-Hant')

  // past the site's menus by the skip link, then tomorrow and the show: each link reached with
  // Tab and followed with Enter
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: '跳至主要內容' })).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, page.locator(`nav a[href$="Cinema.html?date=${date}"]`))
  await page.keyboard.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(date)
  await expect(page.getByRole('article', { name: movie.title['zh-Hant'] })).toBeVisible()
  await tabTo(page, page.locator(`a[href*="show=${show.id}&"]`))
  await page.keyboard.press('Enter')
  // the new step's heading takes the focus, so the next Tab goes on from there
  await expect(stepHeading(page)).toHaveText('座位及門票')
  await expect(stepHeading(page)).toBeFocused()

  // the seat plan is one tab stop: arrows to the seats, Space to take each
  const plan = page.getByRole('group', { name: `${show.house['zh-Hant']} 座位表` })
  const pair = await seatsInARow(page, show.id)
  await tabTo(page, plan.locator('[tabindex="0"]'))
  await press('Control+Home')
  await press('ArrowDown', pair.rowIndex)
  await press('Home')
  await press('ArrowRight', pair.index)
  await press('Space')
  await press('ArrowRight')
  await press('Space')
  for (const seat of pair.seats) {
    await expect(plan.locator(`[data-seat-id="${seat.id}"]`)).toHaveAttribute(
      'aria-checked',
      'true',
    )
  }
  // one of the two a student / child ticket
  const tickets = page.getByRole('region', { name: '門票' })
  await tabTo(
    page,
    tickets
      .getByRole('group', { name: '學生／小童門票' })
      .getByRole('button', { name: '增加一張' }),
  )
  await page.keyboard.press('Enter')
  await expect(tickets.getByText('標準門票：1')).toBeVisible()
  const total = priceOf(show, 'regular') + priceOf(show, 'studentChild') + 2 * show.serviceFee
  await expect(page.getByRole('region', { name: '核對及確認' })).toContainText(
    `總額（港幣）${hkd(total)}`,
  )

  await expectNoViolations(page, 'seats in zh-Hant')

  // a visitor's contact details and the picture's code; Enter sends the form
  for (const [name, value] of [
    ['姓名', 'Chan Siu Ming'],
    ['電話號碼', '+852 9123 4567'],
    ['電郵', 'chan.siuming@example.com'],
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name: new RegExp(`^${name}`) }))
    await page.keyboard.type(value)
  }
  await tabTo(page, page.getByRole('textbox', { name: /^圖中的驗證碼/ }))
  await page.keyboard.type(await codeOf())
  const booked = answerTo(page, '/api/cinema/booking.do')
  await page.keyboard.press('Enter')
  await expect(stepHeading(page)).toHaveText('預覽及付款', serverStep)
  await expect(stepHeading(page)).toBeFocused()
  const booking = await jsonOf<{ total: number; seats: string[] }>(booked)
  expect(booking.total).toBe(total)
  expect(booking.seats).toEqual(pair.seats.map((seat) => seat.id))
  await expect(page.getByRole('region', { name: '訂票預覽' })).toContainText(hkd(total))
  await expectNoViolations(page, 'preview in zh-Hant')

  // the card, then Enter: the second confirmation
  for (const [name, value] of [
    [/^Visa 卡號碼/, '4242424242424242'],
    [/^到期日/, cardExpiry()],
    [/^保安編號/, '123'],
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name }))
    await page.keyboard.type(value)
  }
  const paid = answerTo(page, '/confirm.do')
  await page.keyboard.press('Enter')
  await expect(stepHeading(page)).toHaveText('收據', serverStep)
  const record = await jsonOf<Transaction>(paid)
  expect(record.charges.grandTotal).toBe(total)
  expect(record.seats.map((seat) => `${seat.row}-${seat.seat}`)).toEqual(booking.seats)
  await expect(page.getByRole('status').filter({ hasText: '謝謝' })).toContainText(
    record.confirmationNo,
  )
  const receipt = page.getByRole('article', { name: '收據' })
  await expect(receipt).toContainText(record.txnNo)
  await expect(receipt).toContainText(`總金額（港幣）${hkd(total)}`)
  // the server sold exactly those seats
  expect(await seatStatuses(page, show.id, booking.seats)).toEqual(['sold', 'sold'])
  await expectNoViolations(page, 'receipt in zh-Hant')
})

test('in Simplified Chinese: a Category III film, the seat rule broken and explained, by courier', async ({
  page,
}, testInfo) => {
  test.setTimeout(flowTime)
  const { date, movie, show } = await showFor(page, testInfo, {
    accept: (film) => !notForAdults(film),
  })
  const codeOf = watchCaptcha(page)
  await page.goto(`/zh_cn/Cinema.html?date=${date}`)
  await expect(stepHeading(page)).toHaveText('选择场次')
  const rules = page.getByRole('region', { name: '影院守则' })
  await expect(rules).toContainText('6岁以下儿童不得入场')
  await expect(rules).toContainText('悬挂 8 号或以上台风信号时，影院将会关闭。')
  await expectNoViolations(page, 'schedule in zh-Hans')
  await page
    .getByRole('article', { name: movie.title['zh-Hans'] })
    .getByRole('link', { name: new RegExp(`^${clockOf(show)}`) })
    .click()
  await expect(stepHeading(page)).toHaveText('座位和门票')
  await expect(page.getByRole('region', { name: '影院守则' })).toContainText(
    '未满18岁人士不得观看第III级电影。',
  )

  // two seats with one between them: the plan says why at once, and so does Confirm
  const plan = page.getByRole('group', { name: `${show.house['zh-Hans']} 座位表` })
  const four = await seatsInARow(page, show.id, 4)
  const seat = (n: number) => plan.locator(`[data-seat-id="${four.seats[n]?.id}"]`)
  await seat(0).click()
  await seat(2).click()
  const rule = '请选择相连的座位，座位之间不能隔着过道。'
  const seats = page.getByRole('region', { name: '座位' })
  const explained = seats.getByRole('status').filter({ hasText: rule })
  for (const n of [0, 2]) {
    await expect(explained).toContainText(`${four.row}排${four.seats[n]?.number}号`)
  }
  await page.getByRole('button', { name: '确认', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: rule })).toBeVisible()
  await expectNoViolations(page, 'seat rule broken in zh-Hans')
  await seat(2).click()
  await seat(1).click()
  await expect(seats.getByText(rule)).toHaveCount(0)

  // the courier: HK$35 once for the booking
  await page.getByRole('checkbox', { name: /^以速递寄送门票/ }).check()
  await page.getByRole('textbox', { name: /^配送地址/ }).fill('香港中环皇后大道中 1 号')
  const total = 2 * priceOf(show, 'regular') + 2 * show.serviceFee + 35
  const confirm = page.getByRole('region', { name: '核对并确认' })
  await expect(confirm).toContainText('速递费HK$35')
  await expect(confirm).toContainText(hkd(total))
  await page.getByRole('textbox', { name: /^姓名/ }).fill('李小红')
  await page.getByRole('textbox', { name: /^电话号码/ }).fill('+852 6123 4567')
  await page.getByRole('textbox', { name: /^电子邮箱/ }).fill('li.xiaohong@example.com')
  await page.getByRole('textbox', { name: /^图中的验证码/ }).fill(await codeOf())
  await page.getByRole('button', { name: '确认', exact: true }).click()

  await expect(stepHeading(page)).toHaveText('预览并付款', serverStep)
  await expect(page.getByRole('region', { name: '订票预览' })).toContainText('速递费HK$35')
  await expectNoViolations(page, 'preview in zh-Hans')
  await page.getByRole('textbox', { name: /^Visa 卡号/ }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: /^有效期/ }).fill(cardExpiry())
  await page.getByRole('textbox', { name: /^安全码/ }).fill('123')
  const paid = answerTo(page, '/confirm.do')
  await page.getByRole('button', { name: `再次确认并支付 ${hkd(total)}` }).click()

  await expect(stepHeading(page)).toHaveText('收据', serverStep)
  const record = await jsonOf<Transaction>(paid)
  expect(record.charges.deliveryFee).toBe(35)
  expect(record.charges.grandTotal).toBe(total)
  expect(record.collectionMethod).toBe('delivery')
  const receipt = page.getByRole('article', { name: '收据' })
  await expect(receipt).toContainText(record.confirmationNo)
  await expect(receipt).toContainText('香港中环皇后大道中 1 号')
  await expect(receipt).toContainText(`总金额（港币）${hkd(total)}`)
  await expectNoViolations(page, 'receipt in zh-Hans')
})

test('a date without shows says so and leads back to today', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/en_us/Cinema.html')
  await expect(stepHeading(page)).toHaveText('Choose a show')
  await page.getByRole('link', { name: 'Later dates' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(hongKongDate(7))
  await expect(page.getByText('There is no cinema schedule for this date.')).toBeVisible()
  await expect(page.getByRole('link', { name: /seats? left$/ })).toHaveCount(0)
  await expectNoViolations(page, 'empty date')
  await page.getByRole('link', { name: 'See today’s schedule' }).click()
  await expect(page.getByRole('link', { name: /^Today, / })).toHaveAttribute('aria-current', 'date')
  // Today's films are back with their showtimes; after the last show (21:50) every one has started.
  await expect(page.getByText('There is no cinema schedule for this date.')).toHaveCount(0)
  await expect(
    page.getByText(/^\d\d:\d\d, (\d+ seats? left|started|sold out)$/).first(),
  ).toBeVisible()
})

test('late in the evening, today says every show has started and leads to tomorrow', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // in the morning, before the first show (11:00), today's shows can be booked and nothing is said
  await page.clock.setFixedTime(new Date(`${hongKongDate()}T10:00:00+08:00`))
  await page.goto('/en_us/Cinema.html')
  await expect(page.getByRole('link', { name: /seats? left$/ }).first()).toBeVisible()
  await expect(page.getByText('Every show today has started.')).toHaveCount(0)
  // at 23:30, after the last show (21:50)
  await page.clock.setFixedTime(new Date(`${hongKongDate()}T23:30:00+08:00`))
  await page.goto('/zh_hk/Cinema.html')
  await expect(page.getByText('今天所有場次均已開場。')).toBeVisible()
  await page.goto('/en_us/Cinema.html')
  await expect(page.getByText('Every show today has started.')).toBeVisible()
  await expect(page.getByText(/^\d\d:\d\d, started$/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /seats? left$/ })).toHaveCount(0)
  await expectNoViolations(page, 'every show started')
  await page.getByRole('link', { name: 'See tomorrow’s schedule' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(hongKongDate(1))
  await expect(page.getByRole('link', { name: /seats? left$/ }).first()).toBeVisible()
  await expect(page.getByText('Every show today has started.')).toHaveCount(0)
})
