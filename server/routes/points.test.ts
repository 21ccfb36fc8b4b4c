import { describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { readConfig } from '../config'
import { ballotMember, ledgerSum } from '../testing/ballotFixture'
import { ballotServers } from '../testing/ballotServer'
import { call, type TestServer } from '../testing/harness'

// the simulated gateway's "no answer" card is given up on at once
const start = ballotServers({ selling: { ...readConfig({}).selling, paymentTimeoutMs: 50 } })

const text = (en: string) => JSON.stringify({ en, 'zh-Hans': en, 'zh-Hant': en })

type Headers = Record<string, string>
const buyPoints = (
  s: TestServer,
  headers: Headers,
  packageId: number,
  paymentMethod: string,
  cardToken: string,
) =>
  call(s, {
    method: 'POST',
    url: '/api/user/buyPoints.do',
    headers,
    payload: { packageId, paymentMethod, cardToken },
  })

/**
 * A member with `points` tries each purchase in turn: each is refused with its status and code,
 * and the balance stays as it was. Answers the server, for what a test checks after.
 */
async function refusedPurchases(
  email: string,
  points: number,
  attempts: [packageId: number, method: string, cardToken: string, status: number, code: string][],
) {
  const { s } = await start()
  const member = await ballotMember(s.database.db, email, { points })
  for (const [packageId, method, cardToken, status, code] of attempts) {
    const refused = await buyPoints(s, member.headers, packageId, method, cardToken)
    expect([refused.status, refused.body.code]).toEqual([status, code])
  }
  expect(await ledgerSum(s.database.db, member.id)).toBe(points)
  return s
}

async function ledger(
  s: TestServer,
  memberId: number,
  rows: { at: Date; type: string; points: number; expiresOn?: string }[],
) {
  await s.database.db
    .insertInto('points_ledger')
    .values(
      rows.map((row) => ({
        member_id: memberId,
        at: row.at,
        type: row.type as 'topUp',
        points: row.points,
        payment_amount_cents: row.type === 'topUp' ? row.points * 100 : null,
        expires_on: row.expiresOn ?? null,
        txn_no: null,
        description: text(row.type),
      })),
    )
    .execute()
}

describe('points', () => {
  it('shows the balance, the next points to expire and what was bought in the last year', async () => {
    const { s } = await start()
    const member = await ballotMember(s.database.db, 'chan@example.com.hk')
    await ledger(s, member.id, [
      { at: hongKongInstant(2025, 10, 1), type: 'topUp', points: 1000, expiresOn: '2026-10-01' },
      { at: hongKongInstant(2026, 1, 5), type: 'topUp', points: 500, expiresOn: '2027-01-05' },
      { at: hongKongInstant(2026, 3, 2), type: 'topUp', points: 2000, expiresOn: '2027-03-02' },
      { at: hongKongInstant(2026, 4, 1), type: 'payment', points: -700 },
      { at: hongKongInstant(2026, 10, 1), type: 'expiry', points: -300 },
    ])
    const { status, body } = await call(s, { url: '/api/user/balance.do', headers: member.headers })
    expect(status).toBe(200)
    // 1,000 bought in Oct 2025 paid 700 and lost 300; 500 + 2,000 remain
    expect(body).toEqual({
      balance: 2500,
      totalBought: 2500,
      nextExpiry: { date: '2027-01-05', points: 500 },
    })
  })

  it('stops counting points at 00:00 on their expiry date, before the expiry job has run', async () => {
    const { s } = await start()
    const member = await ballotMember(s.database.db, 'lee@example.com.hk')
    await ledger(s, member.id, [
      { at: hongKongInstant(2025, 12, 1, 9), type: 'topUp', points: 500, expiresOn: '2026-12-01' },
      { at: hongKongInstant(2026, 11, 20), type: 'topUp', points: 1000, expiresOn: '2027-11-20' },
    ])
    const { body } = await call(s, { url: '/api/user/balance.do', headers: member.headers })
    expect(body.balance).toBe(1000)
    const expiring = await call(s, {
      url: '/api/user/member_balance_expiration.do',
      headers: member.headers,
    })
    expect(expiring.body).toEqual({ data: [{ expiryDate: '2027-11-20', points: 1000 }] })
  })

  it('lists the last year of history newest first, and only top-ups when asked', async () => {
    const { s } = await start()
    const member = await ballotMember(s.database.db, 'ho@example.com.hk')
    await ledger(s, member.id, [
      { at: hongKongInstant(2025, 11, 30), type: 'topUp', points: 500, expiresOn: '2026-11-30' },
      { at: hongKongInstant(2026, 6, 1), type: 'topUp', points: 1000, expiresOn: '2027-06-01' },
      { at: hongKongInstant(2026, 6, 2), type: 'payment', points: -400 },
    ])
    const all = await call(s, { url: '/api/user/point_history.do', headers: member.headers })
    expect(all.body.data.map((e: { type: string }) => e.type)).toEqual(['payment', 'topUp'])
    expect(all.body.pointsTotal).toBe(600)
    expect(all.body.data[1]).toMatchObject({
      points: 1000,
      paymentAmount: 1000,
      expiryDate: '2027-06-01',
      at: '2026-06-01T00:00:00+08:00',
    })
    const topUps = await call(s, {
      url: '/api/user/point_history.do?type=topUp',
      headers: member.headers,
    })
    expect(topUps.body.data.map((e: { points: number }) => e.points)).toEqual([1000])
  })

  it('lists points by expiry date within the months asked, soonest first', async () => {
    const { s } = await start()
    const member = await ballotMember(s.database.db, 'ng@example.com.hk')
    await ledger(s, member.id, [
      { at: hongKongInstant(2026, 1, 15), type: 'topUp', points: 500, expiresOn: '2027-01-15' },
      { at: hongKongInstant(2026, 8, 1), type: 'topUp', points: 1000, expiresOn: '2027-08-01' },
    ])
    const soon = await call(s, {
      url: '/api/user/member_balance_expiration.do?months=3',
      headers: member.headers,
    })
    expect(soon.body).toEqual({ data: [{ expiryDate: '2027-01-15', points: 500 }] })
    const year = await call(s, {
      url: '/api/user/member_balance_expiration.do',
      headers: member.headers,
    })
    expect(year.body.data).toHaveLength(2)
  })
})

describe('buying points', () => {
  it('adds the package at once, valid for a year, and numbers the purchase', async () => {
    const { s } = await start()
    const member = await ballotMember(s.database.db, 'wong@example.com.hk', { points: 200 })
    const bought = await buyPoints(s, member.headers, 2, 'visa', 'tok_visa_4242')
    expect(bought.status).toBe(200)
    expect(bought.body).toMatchObject({
      points: 1000,
      paymentAmount: 1000,
      balance: 1200,
      purchasedAt: '2026-12-01T14:00:00+08:00',
    })
    expect(bought.body.txnNo).toMatch(/^P20261201\d{5}$/)
    // a mail confirms it, in the language of the request (here the site's default, Chinese)
    const mails = await s.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'wong@example.com.hk')
      .execute()
    expect(mails.map((mail) => mail.subject)).toEqual([
      `你的 Citytix 積分增值：${bought.body.txnNo}`,
    ])
    expect(mails[0]?.text_body).toContain('你現有 1200 積分')
    const history = await call(s, {
      url: '/api/user/point_history.do?type=topUp',
      headers: member.headers,
    })
    expect(history.body.data[0]).toMatchObject({
      txnNo: bought.body.txnNo,
      points: 1000,
      expiryDate: '2027-12-01',
      description: { en: 'Bought 1000 points', 'zh-Hant': '購買 1000 積分' },
    })
    const charged = await s.database.db
      .selectFrom('simulated_gateway_charges')
      .select(['amount_cents', 'status'])
      .execute()
    expect(charged).toEqual([{ amount_cents: 100_000, status: 'captured' }])
  })

  it('adds nothing when the card is declined or the gateway does not answer', async () => {
    const s = await refusedPurchases('yip@example.com.hk', 200, [
      [1, 'visa', 'tok_visa_0002', 402, 'PAYMENT_DECLINED'],
      [1, 'visa', 'tok_visa_0119', 402, 'PAYMENT_TIMEOUT'],
    ])
    // what the unanswered call authorised is released
    const held = await s.database.db
      .selectFrom('simulated_gateway_charges')
      .select('status')
      .where('status', 'in', ['authorised', 'captured'])
      .execute()
    expect(held).toEqual([])
  })

  it('refuses a package that does not exist, and paying for points with points', async () => {
    await refusedPurchases('tam@example.com.hk', 0, [
      [99, 'visa', 'tok_visa_4242', 404, 'NOT_FOUND'],
      [1, 'points', 'tok_visa_4242', 409, 'PAYMENT_METHOD_UNAVAILABLE'],
    ])
  })
})

describe('paying a basket with points', () => {
  it('spends the points in the sale itself; too few points sell nothing and spend nothing', async () => {
    const { s, fixture } = await start()
    const rich = await ballotMember(s.database.db, 'rich@example.com.hk', { points: 1000 })
    const poor = await ballotMember(s.database.db, 'poor@example.com.hk', { points: 500 })
    const buy = async (headers: Record<string, string>) => {
      const held = await call(s, {
        method: 'POST',
        url: '/api/basket/hold.do',
        headers,
        payload: {
          performanceId: fixture.gaId,
          quantities: [{ priceZoneId: fixture.gold, quantity: 1 }],
        },
      })
      expect(held.status).toBe(201)
      const preview = await call(s, {
        method: 'POST',
        url: '/api/checkout.do',
        headers,
        payload: { collectionMethod: 'eTicket', paymentMethod: 'points' },
      })
      expect(preview.body.charges.grandTotal).toBe(914)
      return call(s, {
        method: 'POST',
        url: '/api/payment.do?locale=en_US',
        headers,
        payload: { previewId: preview.body.previewId, cardToken: 'none' },
      })
    }
    const paid = await buy(rich.headers)
    expect(paid.status).toBe(200)
    expect(paid.body.paymentMethod).toBe('points')
    expect(await ledgerSum(s.database.db, rich.id)).toBe(1000 - 914)
    const history = await call(s, { url: '/api/user/point_history.do', headers: rich.headers })
    expect(history.body.data[0]).toMatchObject({
      type: 'payment',
      points: -914,
      txnNo: paid.body.txnNo,
      description: { en: 'Tickets: Harbour Lights', 'zh-Hant': '門票：港灣燈影' },
    })

    const short = await buy(poor.headers)
    expect([short.status, short.body.code]).toEqual([402, 'INSUFFICIENT_POINTS'])
    expect(await ledgerSum(s.database.db, poor.id)).toBe(500)
    const sales = await s.database.db
      .selectFrom('transactions')
      .select('member_id')
      .where('member_id', '=', poor.id)
      .execute()
    expect(sales).toEqual([])
  })
})
