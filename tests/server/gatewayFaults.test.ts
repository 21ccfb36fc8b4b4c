// Payment faults: a declined card and a gateway that never answers sell nothing and keep the
// hold, so the buyer can pay again; a retried payment (the same attempt sent twice, or two at
// once) charges once; an authorisation whose sale can no longer commit is voided.
import { describe, expect, it } from 'vitest'
import { simulatedGateway, testTokens } from '../../server/services/payments/simulatedGateway'
import { payPreview } from '../../server/services/selling/payment'
import { settlePayments } from '../../server/services/selling/sweeper'
import { readSellingConfig } from '../../server/settings/selling'
import { type Buyer, soldSeats } from '../../server/testing/buyers'
import { call } from '../../server/testing/harness'
import { sellingNow } from '../../server/testing/sellingFixture'
import { startSellingServer } from '../../server/testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({
  buyers: 6,
  fixture: { rows: 6 },
  // the timeout card keeps the gateway silent; give up on it after a fifth of a second
  config: { selling: { ...readSellingConfig({}), paymentTimeoutMs: 200 } },
})

const as = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` })
const member = (n: number) => buyers[n] as Buyer

/** Holds two seats in row `row` and checks out: the preview id. */
async function previewFor(buyer: Buyer, row: string): Promise<string> {
  const held = await call(server, {
    method: 'POST',
    url: '/api/basket/hold.do?locale=en_US',
    headers: as(buyer),
    payload: { performanceId: fixture.reservedId, seatIds: [`S-${row}-1`, `S-${row}-2`] },
  })
  expect(held.status).toBe(201)
  const preview = await call(server, {
    method: 'POST',
    url: '/api/checkout.do?locale=en_US',
    headers: as(buyer),
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
  })
  return preview.body.previewId
}

const pay = (buyer: Buyer, previewId: string, cardToken: string, idempotencyKey?: string) =>
  call(server, {
    method: 'POST',
    url: '/api/payment.do?locale=en_US',
    headers: as(buyer),
    payload: { previewId, cardToken, ...(idempotencyKey ? { idempotencyKey } : {}) },
  })

async function charges(previewId: string) {
  return server.database.db
    .selectFrom('simulated_gateway_charges')
    .select(['status', 'token'])
    .where('idempotency_key', 'like', `${previewId}:%`)
    .orderBy('created_at')
    .execute()
}
const basketSize = async (buyer: Buyer) =>
  (await call(server, { url: '/api/basket.do?locale=en_US', headers: as(buyer) })).body.holds.length

describe('when the gateway says no or says nothing', () => {
  it('a declined card sells nothing and keeps the seats for another card', async () => {
    const buyer = member(0)
    const previewId = await previewFor(buyer, 'A')
    const declined = await pay(buyer, previewId, testTokens.decline)
    expect(declined.status).toBe(402)
    expect(declined.body.code).toBe('PAYMENT_DECLINED')
    expect((await soldSeats(server.database.db, fixture.reservedId)).sold).toBe(0)
    expect(await basketSize(buyer)).toBe(1)

    const paid = await pay(buyer, previewId, testTokens.approve)
    expect(paid.status).toBe(200)
    expect((await soldSeats(server.database.db, fixture.reservedId)).sold).toBe(2)
    expect(await charges(previewId)).toEqual([
      { status: 'declined', token: testTokens.decline },
      { status: 'captured', token: testTokens.approve },
    ])
  })

  it('a gateway that never answers sells nothing, voids what it may have taken, and keeps the seats', async () => {
    const buyer = member(1)
    const previewId = await previewFor(buyer, 'B')
    const silent = await pay(buyer, previewId, testTokens.timeout)
    expect(silent.status).toBe(402)
    expect(silent.body).toEqual({
      code: 'PAYMENT_TIMEOUT',
      message:
        'The payment service did not answer in time. You have not been charged and your seats are still held: please try again.',
    })
    expect((await soldSeats(server.database.db, fixture.reservedId)).sold).toBe(2)
    expect(await basketSize(buyer)).toBe(1)
    expect(await charges(previewId)).toEqual([{ status: 'voided', token: testTokens.timeout }])

    const paid = await pay(buyer, previewId, testTokens.approve)
    expect(paid.status).toBe(200)
    expect((await charges(previewId)).map((c) => c.status)).toEqual(['voided', 'captured'])
  })
})

describe('a payment sent again', () => {
  it('charges once and answers the same receipt when the same attempt comes twice', async () => {
    const buyer = member(2)
    const previewId = await previewFor(buyer, 'C')
    const first = await pay(buyer, previewId, testTokens.approve, 'attempt-0001')
    const again = await pay(buyer, previewId, testTokens.approve, 'attempt-0001')
    expect(first.status).toBe(200)
    expect(again.body).toEqual(first.body)
    // a new attempt after the sale is answered with the sale, and charges nothing either
    const later = await pay(buyer, previewId, testTokens.approve, 'attempt-0002')
    expect(later.body.txnNo).toBe(first.body.txnNo)
    expect(await charges(previewId)).toEqual([{ status: 'captured', token: testTokens.approve }])
  })

  it('charges once when two attempts race, even with different keys', async () => {
    const buyer = member(3)
    const previewId = await previewFor(buyer, 'D')
    const answers = await Promise.all([
      pay(buyer, previewId, testTokens.approve, 'race-one-1'),
      pay(buyer, previewId, testTokens.approve, 'race-one-1'),
      pay(buyer, previewId, testTokens.approve, 'race-two-2'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.txnNo)).size).toBe(1)
    const states = (await charges(previewId)).map((c) => c.status).sort()
    // one charge taken; the other key's authorisation, if it got one, is released
    expect(states.filter((s) => s === 'captured')).toHaveLength(1)
    expect(states.every((s) => s === 'captured' || s === 'voided')).toBe(true)
    const { sales, distinct_seats } = await soldSeats(server.database.db, fixture.reservedId)
    expect(sales).toBe(distinct_seats)
  })
})

describe('an authorisation whose sale can no longer commit', () => {
  it('is voided when the hold lapses while the gateway is thinking', async () => {
    const buyer = member(4)
    const previewId = await previewFor(buyer, 'E')
    const db = server.database.db
    const real = simulatedGateway(db, () => server.clock.now)
    const slow = {
      ...real,
      async authorise(request: Parameters<typeof real.authorise>[0]) {
        const answer = await real.authorise(request)
        server.clock.now = new Date(+server.clock.now + 11 * 60_000)
        return answer
      },
    }
    const attempt = payPreview(
      { db, gateway: slow, now: () => server.clock.now, timeoutMs: 5_000 },
      { previewId, kind: 'event', memberId: buyer.id, cardToken: testTokens.approve },
    )
    await expect(attempt).rejects.toMatchObject({ code: 'HOLD_EXPIRED' })
    expect(await charges(previewId)).toEqual([{ status: 'voided', token: testTokens.approve }])
  })

  it('is voided by the sweeper when the server died before the sale', async () => {
    const buyer = member(5)
    server.clock.now = sellingNow
    const previewId = await previewFor(buyer, 'F')
    const db = server.database.db
    const gateway = simulatedGateway(db, () => server.clock.now)
    // as if the process died right after the gateway said yes
    await db
      .insertInto('payments')
      .values({
        idempotency_key: `${previewId}:crashed`,
        preview_id: previewId,
        amount_cents: 1,
        status: 'authorising',
        created_at: server.clock.now,
        updated_at: server.clock.now,
      })
      .execute()
    await gateway.authorise({
      idempotencyKey: `${previewId}:crashed`,
      amountCents: 1,
      token: testTokens.approve,
      description: 'test',
    })
    expect(await settlePayments(db, gateway, server.clock.now)).toEqual({ voided: 0, captured: 0 })
    server.clock.now = new Date(+server.clock.now + 12 * 60_000)
    await settlePayments(db, gateway, server.clock.now)
    expect(await charges(previewId)).toEqual([{ status: 'voided', token: testTokens.approve }])
    const open = await db
      .selectFrom('payments')
      .select('status')
      .where('status', 'in', ['authorising', 'authorised', 'unknown'])
      .execute()
    expect(open).toEqual([])
  })
})
