// The member's own data on the real server (freshly seeded; the demo member has some of every
// kind): buying points, adding a wish, putting it first by keyboard and by dragging, paying a
// wish that waited for points and finding the purchase in the transaction history; a month
// without purchases; a transaction change request with a card image (a PNG, and the spec's
// error for a file that is not an image); the inbox marked read; a favourite taken off; and
// every member screen in three languages, each theme and font size, with no accessibility violation.
import type { Page } from '@playwright/test'
import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import { fillEnglishCard } from './support/card'
import { logIn } from './support/memberSession'
import { expect, test } from './support/test'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const cardImage = new URL('./fixtures/card-front.png', import.meta.url).pathname

type Headers = { authorization: string }

/** The six months the history offers in Hong Kong, newest first, as the API writes them (`2026-11`). */
function offeredMonths(): string[] {
  const now = new Date(Date.now() + 8 * 3_600_000)
  return Array.from({ length: 6 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  )
}

async function apiJson<T>(page: Page, headers: Headers, path: string, data?: unknown): Promise<T> {
  const answer = data
    ? await page.request.post(path, { headers, data })
    : await page.request.get(path, { headers })
  expect(answer.ok(), path).toBe(true)
  return (await answer.json()) as T
}

/** The member's transactions, newest month first: on the first days of a month the seeded
 * purchases may all lie in earlier months. */
async function recentTransactions(page: Page, headers: Headers): Promise<{ txnNo: string }[]> {
  const found: { txnNo: string }[] = []
  for (const month of offeredMonths()) {
    const { data } = await apiJson<{ data: { txnNo: string }[] }>(
      page,
      headers,
      '/api/user/txns.do',
      { month },
    )
    found.push(...data)
  }
  return found
}

/** An event on sale with a show whose ballot is still open (more than 3 days away). */
async function eventWithOpenBallot(page: Page) {
  const list = await apiJson<{ data: { id: number; title: { en: string } }[] }>(
    page,
    { authorization: '' },
    '/data/utsvEventList.json?pageSize=100',
  )
  const soon = Date.now() + 5 * 24 * 3_600_000
  for (const event of list.data) {
    const detail = await apiJson<{ performances: { startsAt: string }[] }>(
      page,
      { authorization: '' },
      `/api/event/${event.id}.do`,
    )
    if (detail.performances.some((p) => Date.parse(p.startsAt) > soon)) return event.title.en
  }
  throw new Error('no event with an open ballot')
}

/** The wish cards in their order on the page. */
const wishCards = (page: Page) =>
  page.getByRole('list', { name: 'Your wishes in order of preference' }).getByRole('article')

test.describe('points, the wish list and the transaction they make', () => {
  test('a member buys points, adds a wish, puts it first, pays a waiting wish and finds the purchase', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const headers = await logIn(page)
    const eventName = await eventWithOpenBallot(page)
    // other tests on this server may have moved the demo member's points: count from now
    const { balance } = await apiJson<{ balance: number }>(page, headers, '/api/user/balance.do')
    const after = (balance + 1_000).toLocaleString('en')

    // buy points: a declined card first, then one that is approved
    await page.goto('/en_us/Member/MyPoints.html')
    await expect(heading(page)).toHaveText('My points')
    const buy = page.getByRole('region', { name: 'Buy points' })
    await buy.getByRole('radio', { name: '1,000 points for HK$960' }).check()
    await buy.getByRole('radio', { name: 'Visa' }).check()
    await fillEnglishCard(buy, '4000 0000 0000 0002')
    await buy.getByRole('button', { name: 'Pay HK$960' }).click()
    await expect(buy.getByRole('alert')).toContainText(
      'Your payment was declined. No points were added',
    )
    await fillEnglishCard(buy, '4242 4242 4242 4242')
    await buy.getByRole('button', { name: 'Pay HK$960' }).click()
    const bought = buy.getByRole('status').filter({ hasText: 'Points bought' })
    await expect(bought).toBeFocused()
    await expect(bought).toContainText('Points added1,000')
    await expect(bought).toContainText(`Your balance now${after}`)
    await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(after)

    // the wish list: its loading flag first, then the wishes
    await bought.getByRole('link', { name: 'Go to my wish list' }).click()
    await expect(heading(page)).toHaveText('Wish list')
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading your wish list' }),
    ).toBeAttached()
    await expect(wishCards(page)).toHaveCount(4)
    await expect(page.getByText('Tickets in your wishes: 3 of 4.')).toBeVisible()

    // add a wish: one date, one ticket (the last of the member's 4)
    const add = page.getByRole('region', { name: 'Add a wish' })
    await add.getByRole('combobox', { name: /^Event/ }).selectOption({ label: eventName })
    const date = add.getByRole('combobox', { name: /^Date/ })
    await expect(date).toBeVisible()
    await date.selectOption({ index: 1 })
    await add.getByRole('combobox', { name: /^Ticket type/ }).selectOption({ index: 1 })
    await expect(
      add.getByText('You can wish for 1 more ticket: 4 per person in all.'),
    ).toBeVisible()
    await expect(add.getByRole('definition').last()).toContainText('HK$')
    await add.getByRole('button', { name: 'Add to wish list' }).click()
    await expect(add.getByRole('status')).toContainText(
      `${eventName} is in your wish list as preference 5.`,
    )
    await expect(wishCards(page)).toHaveCount(5)
    await expect(wishCards(page).nth(4)).toContainText(eventName)
    await expect(page.getByText('Tickets in your wishes: 4 of 4.')).toBeVisible()

    // reorder by keyboard: the pressed button keeps focus as its card moves up
    const moveUp = wishCards(page)
      .nth(4)
      .getByRole('button', { name: /Move up/ })
    await moveUp.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${eventName} is now preference 4.`)).toBeVisible()
    await expect(wishCards(page).nth(3)).toContainText(eventName)
    await expect(
      wishCards(page)
        .nth(3)
        .getByRole('button', { name: /Move up/ }),
    ).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`${eventName} is now preference 3.`)).toBeVisible()
    await expect(wishCards(page).nth(2)).toContainText(eventName)

    // and by dragging its handle above the first wish
    const handle = page.locator('[data-drag-handle]').first()
    const first = await wishCards(page).first().boundingBox()
    const from = await handle.boundingBox()
    if (!first || !from) throw new Error('no boxes to drag between')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, first.y + 10, { steps: 12 })
    await page.mouse.up()
    await expect(page.getByText(`${eventName} is now preference 1.`)).toBeVisible()
    await expect(wishCards(page).first()).toContainText(eventName)
    // the order is the server's: it stays after a reload
    await page.reload()
    await expect(wishCards(page).first()).toContainText(eventName)

    // pay the wish that waited for points, now that there are enough
    const waiting = wishCards(page).filter({ hasText: 'Points not paid' })
    const waitingEvent = (await waiting.getByRole('heading').textContent()) ?? ''
    await waiting.getByRole('button', { name: 'Pay again' }).click()
    await expect(page.getByText(`${waitingEvent}: paid with points.`)).toBeVisible()
    await expect(
      wishCards(page).filter({ hasText: waitingEvent }).getByText('Bought (paid by points)'),
    ).toBeVisible()

    // the purchase is in this month's transaction history, paid with points
    await page.getByRole('link', { name: 'See your transactions' }).click()
    await expect(heading(page)).toHaveText('Transaction history')
    // newest first: the seeded history may hold an older purchase of the same event
    const row = page.getByRole('row').filter({ hasText: waitingEvent }).first()
    await expect(row).toBeVisible()
    await row.getByRole('link').click()
    await expect(heading(page)).toHaveText('Transaction details')
    await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(waitingEvent)
    await expect(page.getByRole('article', { name: 'Receipt' })).toContainText(
      'Payment methodPoints',
    )
  })
})

test.describe('transactions', () => {
  test('a month without purchases says “No matching transactions”', async ({ page }) => {
    const headers = await logIn(page)
    await page.goto('/en_us/Member/TxnHistory.html')
    await expect(heading(page)).toHaveText('Transaction history')
    const month = page.getByRole('combobox', { name: 'Month' })
    const months = await month
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(months).toHaveLength(6)
    let empty: string | undefined
    for (const value of months) {
      const { data } = await apiJson<{ data: unknown[] }>(page, headers, '/api/user/txns.do', {
        month: value,
      })
      if (data.length === 0) empty = value
    }
    if (!empty) throw new Error('the demo member bought something every month')
    await month.selectOption(empty)
    await expect.poll(() => new URL(page.url()).search).toBe(`?month=${empty}`)
    await expect(page.getByText('No matching transactions').first()).toBeVisible()
  })

  test('a change request sends only the ticked item, with the card image uploaded', async ({
    page,
  }) => {
    const headers = await logIn(page)
    // the newest transaction paid by card
    let paid: { txnNo: string; cardNumber: string } | undefined
    for (const { txnNo } of await recentTransactions(page, headers)) {
      if (paid) break
      const txn = await apiJson<{ txnNo: string; cardNumber: string }>(
        page,
        headers,
        `/api/Member/TransactionDetail.do?txnNo=${txnNo}`,
      )
      if (txn.cardNumber) paid = txn
    }
    if (!paid) throw new Error('no transaction paid by card in the months offered')
    // as many digits as the card that paid had (the server compares the length too)
    const shown = paid.cardNumber.replace(/[\s-]/g, '')
    const typed = `${shown.slice(0, 4)}${'5'.repeat(shown.length - 8)}${shown.slice(-4)}`

    await page.goto(`/en_us/Member/TransactionDetail.html?txnNo=${paid.txnNo}`)
    await page.getByRole('link', { name: 'Change the contact name, number or address' }).click()
    await expect(heading(page)).toHaveText('Transaction change request')
    const form = page.getByRole('region', { name: 'Ask for a change' })
    await expect(form.getByRole('textbox', { name: /^Transaction number/ })).toHaveValue(paid.txnNo)

    // the digits between the first and last 4 turn into * as they are typed
    const card = form.getByRole('textbox', { name: /^Card number/ })
    await card.pressSequentially(typed)
    await expect
      .poll(async () => (await card.inputValue()).replace(/[^\d*]/g, ''))
      .toBe(`${shown.slice(0, 4)}${'*'.repeat(shown.length - 8)}${shown.slice(-4)}`)

    // sent empty of items: asked to tick one and to give the image
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByText('Please tick at least one item to change.')).toBeVisible()
    await expect(form.getByText('Please upload an image of the front of your card.')).toBeVisible()

    // a file that is not an image, whatever its name says, is refused
    const image = form.getByLabel(/^Image of the front of the card/)
    await image.setInputFiles({
      name: 'card-front.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7 not a picture of a card'),
    })
    await expect(form.getByText('You can only upload Image file!')).toBeVisible()
    await image.setInputFiles(cardImage)
    await expect(form.getByText('card-front.png uploaded')).toBeVisible()
    // the preview is drawn (a blob: address the page's content security policy must allow)
    const preview = form.getByRole('img', { name: 'Preview of card-front.png' })
    await expect(preview).toBeVisible()
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    const sent = page.waitForRequest((request) =>
      request.url().includes('/api/txnChangeRequest.do'),
    )
    await form.getByRole('checkbox', { name: 'Change the contact number' }).check()
    await form.getByRole('textbox', { name: /^New contact number/ }).fill('+852 6123 4567')
    await form.getByRole('button', { name: 'Send request' }).click()
    const body = (await sent).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      txnNo: paid.txnNo,
      changeContactNumber: true,
      newContactNumber: '+852 6123 4567',
    })
    expect(body).not.toHaveProperty('changeContactName')
    expect(body).not.toHaveProperty('newAddress')
    await expect(
      page.getByRole('region', { name: 'Thank you. We have received your change request.' }),
    ).toContainText('Your reference number is')
  })
})

test.describe('inbox and favourites', () => {
  test('opening a notice marks it read, and all can be marked read at once', async ({ page }) => {
    await logIn(page)
    await page.goto('/en_us/Member/Inbox.html')
    await expect(heading(page)).toHaveText('Inbox')
    const notices = page.getByRole('list', { name: 'Notices, newest first' }).getByRole('listitem')
    const unread = notices.filter({ hasText: 'Unread' })
    const before = await unread.count()
    expect(before).toBeGreaterThan(1)
    const first = unread.first().getByRole('button')
    // the button's words run title, date and "Unread" together: the dialog's title is among them
    const named = (await first.textContent()) ?? ''
    await first.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const title = (await dialog.getByRole('heading').textContent())?.trim() ?? ''
    expect(title).not.toBe('')
    expect(named).toContain(title)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(unread).toHaveCount(before - 1)
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(page.getByText('You have read them all.')).toBeVisible()
    await page.reload()
    await expect(page.getByText('You have read them all.')).toBeVisible()
    await expect(unread).toHaveCount(0)
  })

  test('a favourite taken off leaves the list', async ({ page }) => {
    await logIn(page)
    await page.goto('/en_us/Member/MyFavourite.html')
    await expect(heading(page)).toHaveText('My favourites')
    const card = page.getByRole('article').first()
    const title = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('button', { name: /^Favourite/, pressed: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0)
    await page.reload()
    await expect(heading(page)).toHaveText('My favourites')
    await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0)
  })
})

/** Each member screen with its heading in English, Traditional and Simplified Chinese. */
const screens = [
  ['/Member/TxnHistory.html', 'Transaction history', '交易紀錄', '交易记录'],
  ['/Member/TransactionDetail.html?txnNo=', 'Transaction details', '交易詳情', '交易详情'],
  ['/Member/MyPoints.html', 'My points', '我的積分', '我的积分'],
  ['/Member/TopUpsHistory.html', 'Points top-up history', '積分增值紀錄', '积分充值记录'],
  ['/Member/WishList.html', 'Wish list', '心願清單', '心愿清单'],
  ['/Member/MyFavourite.html', 'My favourites', '我的收藏', '我的收藏'],
  ['/Member/Inbox.html', 'Inbox', '收件匣', '收件箱'],
  ['/TxnChangeRequest.html', 'Transaction change request', '更改交易申請', '更改交易申请'],
  ['/DeliveryChangeRequest.html', 'Delivery change request', '更改送遞申請', '更改配送申请'],
] as const

const languages = [
  ['en_us', 1],
  ['zh_hk', 2],
  ['zh_cn', 3],
] as const

test.describe('member screens in every language, theme and font size', () => {
  for (const [prefix, column] of languages) {
    test(`read in /${prefix}/ with no accessibility violations`, async ({ page }) => {
      test.setTimeout(360_000)
      const headers = await logIn(page)
      const [newest] = await recentTransactions(page, headers)
      const txnNo = newest?.txnNo ?? ''
      await installAxe(page)
      for (const screen of screens) {
        const path = screen[0].endsWith('=') ? `${screen[0]}${txnNo}` : screen[0]
        await page.goto(`/${prefix}${path}`)
        await expect(heading(page), path).toHaveText(screen[column])
        // the wish list keeps its loading flag 1.5 seconds
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
        await page.waitForLoadState('networkidle')
        await expect
          .poll(() => page.locator('main p, main li, main td, main dd').count(), { message: path })
          .toBeGreaterThan(2)
        await expectAccessibleInEveryLook(page, path, { within: ['main'] })
      }
    })
  }
})
