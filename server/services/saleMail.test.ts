// The confirmation mailed after a sale: in the language of the page that paid, with the
// transaction number, the seats by name, each e-ticket's QR code inline and linked to the
// receipt, the calendar file attached and a notice in the inbox; written once however often the
// payment is retried, and delivered by the retry job when the mail server was down at the sale.
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { Buyer } from '../testing/buyers'
import { call, type TestServer } from '../testing/harness'
import { sellingNow } from '../testing/sellingFixture'
import { startSellingServer } from '../testing/sellingServer'
import { startSmtpServer } from '../testing/smtp'
import { retryUnsentMail } from './jobs/mailRetry'
import { testTokens } from './payments/simulatedGateway'

const smtp = await startSmtpServer()
const origin = 'https://www.citytix.hk'
const up = await startSellingServer({
  buyers: 3,
  config: { smtpUrl: smtp.url, publicOrigin: origin },
})
// nothing listens on port 9 here: the mail server is down at the sale
const down = await startSellingServer({
  buyers: 1,
  buyerPrefix: 'down',
  config: { smtpUrl: 'smtp://127.0.0.1:9', publicOrigin: origin },
})
afterAll(async () => {
  await up.server.close()
  await down.server.close()
  await smtp.close()
})

async function buy(on: { server: TestServer }, buyer: Buyer, seats: string[], locale: string) {
  on.server.clock.now = sellingNow
  const headers = { authorization: `Bearer ${buyer.token}` }
  const hold = await call(on.server, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers,
    payload: { performanceId: up.fixture.reservedId, seatIds: seats },
  })
  expect(hold.status).toBe(201)
  const preview = await call(on.server, {
    method: 'POST',
    url: `/api/checkout.do?locale=${locale}`,
    headers,
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
  })
  const payment = {
    method: 'POST' as const,
    url: `/api/payment.do?locale=${locale}`,
    headers,
    payload: {
      previewId: preview.body.previewId,
      cardToken: testTokens.approve,
      idempotencyKey: `key-${seats.join('-')}`,
    },
  }
  const paid = await call(on.server, payment)
  expect(paid.status).toBe(200)
  return { txnNo: paid.body.txnNo as string, again: () => call(on.server, payment) }
}

async function mailsTo(address: string, count = 1) {
  for (let i = 0; i < 200 && smtp.mailTo(address).length < count; i++)
    await new Promise((r) => setTimeout(r, 20))
  return smtp.mailTo(address)
}

const emailOf = (server: TestServer, buyer: Buyer) =>
  server.database.db
    .selectFrom('members')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow()
    .then((row) => row.email)

describe('the confirmation mail of a sale', () => {
  it('comes in Chinese from a Chinese page, with the seats by name, QR codes and the calendar', async () => {
    const buyer = up.buyers[0] as Buyer
    const { txnNo, again } = await buy(up, buyer, ['S-C-4', 'S-C-5'], 'zh_TW')
    const address = await emailOf(up.server, buyer)
    const [mail] = await mailsTo(address)
    expect(mail?.subject).toMatch(new RegExp(`^你的 Citytix 門票：.+（${txnNo}）$`))
    expect(mail?.text).toContain(txnNo)
    expect(mail?.text).toContain('堂座 C 排 4 號')
    expect(mail?.text).toContain('堂座 C 排 5 號')
    expect(mail?.text).toContain(`${origin}/zh_hk/Member/TransactionDetail.html?txnNo=${txnNo}`)
    // each e-ticket's QR code is shown in the mail, linked to the receipt, and scans to its code
    const images = mail?.attachments.filter((file) => file.contentType === 'image/png') ?? []
    expect(images).toHaveLength(2)
    for (const image of images) {
      expect(mail?.html).toContain(
        `<a href="${origin}/zh_hk/Member/TransactionDetail.html?txnNo=${txnNo}"><img src="cid:${image.cid}"`,
      )
    }
    const { data, info } = await sharp(images[0]?.content)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height)
    expect(scanned?.data).toMatch(new RegExp(`^CT1\\.${txnNo}\\.1\\.P`))
    const calendar = mail?.attachments.find((file) => file.filename === `${txnNo}.ics`)
    expect(calendar?.content.toString()).toContain('BEGIN:VEVENT')
    expect(calendar?.content.toString()).toContain('堂座 C 排 4 號')

    // a retried payment answers the same sale and mails nothing more
    expect((await again()).body.txnNo).toBe(txnNo)
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.mailTo(address)).toHaveLength(1)
    const notices = await up.server.database.db
      .selectFrom('notices')
      .select(['title'])
      .where('member_id', '=', buyer.id)
      .execute()
    expect(notices.map((n) => (n.title as unknown as Record<string, string>)['zh-Hant'])).toEqual([
      `購票確認：${txnNo}`,
    ])
  })

  it('comes in English from an English page', async () => {
    const buyer = up.buyers[1] as Buyer
    const { txnNo } = await buy(up, buyer, ['S-B-1', 'S-B-2'], 'en_US')
    const [mail] = await mailsTo(await emailOf(up.server, buyer))
    expect(mail?.subject).toMatch(new RegExp(`^Your Citytix tickets: .+ \\(${txnNo}\\)$`))
    expect(mail?.text).toContain('Stalls, row B, seat 1')
    expect(mail?.text).toContain('Total: HKD')
    expect(mail?.text).toContain(`${origin}/en_us/Member/TransactionDetail.html?txnNo=${txnNo}`)
  })

  it('is kept when the mail server is down at the sale, and delivered once it is back', async () => {
    const buyer = down.buyers[0] as Buyer
    const { txnNo } = await buy(down, buyer, ['S-A-1', 'S-A-2'], 'en_US')
    const db = down.server.database.db
    let row: { sent_at: Date | null; attempts: number } | undefined
    for (let i = 0; i < 200 && !row?.attempts; i++) {
      row = await db.selectFrom('outbox').select(['sent_at', 'attempts']).executeTakeFirst()
      await new Promise((r) => setTimeout(r, 20))
    }
    expect(row).toMatchObject({ sent_at: null, attempts: 1 })
    // the mail server is back: the retry job, run with its address, sends the kept mail
    const later = new Date(+sellingNow + 5 * 60_000)
    expect(await retryUnsentMail(db, smtp.url, later)).toEqual({ sent: 1, failed: 0 })
    const [mail] = await mailsTo(await emailOf(down.server, buyer))
    expect(mail?.text).toContain(txnNo)
    expect(mail?.text).toContain('Stalls, row A, seat 1')
    expect(mail?.attachments.some((file) => file.filename === `${txnNo}.ics`)).toBe(true)
  })
})
