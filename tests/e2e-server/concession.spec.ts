// Concession tickets on the real server (issue 34): a member buys two reserved seats of
// /Event/8012, which sells half-price tickets to full-time students, one at the student price
// and one standard; reloads the preview, finds the same tickets and pays; then finds each
// ticket's type on the receipt, on the e-tickets ("Full-time student — ID required at entry")
// and in the confirmation mail in the outbox, with the transaction number and the seats by
// name. Once in Traditional Chinese and once in English; axe in every look on the choice of
// tickets, the preview and the receipt.
import type { Page } from '@playwright/test'
import { expectAccessibleInEveryLook } from '../e2e/support/axeInEveryLook'
import { installAxe } from '../e2e/support/inApp'
import { openNewestMail } from './support/accountMail'
import { apiJson, type BuyableShow, freeRow, logIn, transactionRecord } from './support/buyingApi'
import { type Language, languages, word } from './support/buyingWords'
import { checkOutFromBasket, chooseSeats, payOnPreview } from './support/checkout'
import { demoMember } from './support/memberSession'
import { seatAsWritten } from './support/seatNames'
import { expect, test } from './support/test'

test.describe.configure({ timeout: 300_000 })
const slow = { timeout: 60_000 }

/** Members of this spec's own (the other buying specs take 201… to 290). */
const memberFor = (n: number) => 296 + n + 2 * test.info().repeatEachIndex

interface EventPage {
  performances: {
    id: number
    seating: string
    status: string
    ticketTypePrices?: { ticketType: string }[]
  }[]
}

/** A reserved performance of 8012 on sale that sells the student concession. */
async function concessionShow(page: Page) {
  const event = await apiJson<EventPage>(page, '/api/event/8012.do?locale=en_US')
  const buyable = event.performances.filter((p) => ['available', 'limited'].includes(p.status))
  const show = buyable
    .filter((p) => p.seating === 'reserved')
    .filter((p) => p.ticketTypePrices?.some((price) => price.ticketType === 'student'))
    .at(-1)
  if (!show) throw new Error('no performance of 8012 sells the student concession')
  return { eventId: 8012, performanceId: show.id, choices: buyable.length } satisfies BuyableShow
}

const runs: { language: Language; member: number }[] = [
  { language: 'zhHant', member: 0 },
  { language: 'en', member: 1 },
]

for (const { language, member } of runs) {
  test(`in ${languages[language].prefix}: one student and one standard ticket, the preview reloaded, the types on the receipt, the e-tickets and the mail`, async ({
    page,
  }) => {
    const w = (message: string) => word(language, message)
    const step = (name: string) => page.getByRole('heading', { level: 2, name: w(name) })
    await installAxe(page)
    const session = await logIn(page, memberFor(member))
    const show = await concessionShow(page)
    const row = await freeRow(
      page,
      show.performanceId,
      4 + member + 2 * test.info().repeatEachIndex,
    )

    await chooseSeats(page, w, languages[language].prefix, show, row.seatIds)
    // a ticket type for each seat: the second at the student price
    const types = page.locator('select').filter({ has: page.locator('option[value="student"]') })
    await expect(types).toHaveCount(2)
    await types.nth(1).selectOption('student')
    const student = w('Full-time student') as string
    const standard = w('Standard') as string
    await expect(types.nth(1)).toHaveValue('student')
    await expectAccessibleInEveryLook(page, 'ticket types', { within: ['main'] })
    await page.getByRole('button', { name: w('Hold these seats') }).click()
    await expect(step('Basket')).toBeVisible(slow)

    await checkOutFromBasket(page, w)
    await expect(step('Preview and pay')).toBeVisible(slow)
    const preview = page.getByRole('region', { name: w('Transaction preview') as string })
    await expect(preview).toContainText(student)
    await expect(preview).toContainText(standard)
    const address = page.url()
    await page.reload()
    await expect(step('Preview and pay')).toBeVisible(slow)
    expect(page.url()).toBe(address)
    await expect(preview).toContainText(student)
    await expect(preview).toContainText(standard)
    await expectAccessibleInEveryLook(page, 'preview', { within: ['main'] })

    await payOnPreview(page, w)
    const txnNo = new URL(page.url()).searchParams.get('txn') ?? ''
    const record = await transactionRecord(page, session, txnNo)
    expect(record.seats.map((s) => (s as { ticketType?: string }).ticketType)).toEqual([
      'standard',
      'student',
    ])
    const names = record.seats.map((seat) => seatAsWritten(language, seat))

    const receipt = page.getByRole('article', { name: w('Receipt') as string })
    const rows = receipt.locator('tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toContainText(names[0] as string)
    await expect(rows.nth(0)).toContainText(standard)
    await expect(rows.nth(1)).toContainText(names[1] as string)
    await expect(rows.nth(1)).toContainText(student)
    const idRequired = w('ID required at entry') as string
    const tickets = page.getByRole('figure')
    await expect(tickets).toHaveCount(2)
    await expect(tickets.nth(1)).toContainText(names[1] as string)
    await expect(tickets.nth(1)).toContainText(`${student} — ${idRequired}`)
    await expect(tickets.nth(0)).not.toContainText(idRequired)
    await expectAccessibleInEveryLook(page, 'receipt', { within: ['main'] })

    const mail = await openNewestMail(page, demoMember(memberFor(member)), 1)
    await expect(mail.getByRole('heading')).toContainText(txnNo)
    for (const name of names) await expect(mail).toContainText(name)
    await expect(mail).toContainText(`${student} — ${idRequired}`)
    await expect(mail).toContainText(standard)
  })
}
