// Two requests of one payment attempt at once (the same idempotency key: a double click, or a
// retry sent while the first is still running). The gateway answers a key once, so both get
// the same authorisation; the one that does not sell must not void it when the other's sale
// was paid with it. The interleaving is forced, not hoped for: each request gets its own view
// of the gateway (the one that ships, its answers held back as a slow network would), so each
// step waits for the other request's step before it. Runs on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest'
import type { PaymentGateway } from '../../server/services/payments/gateway'
import { simulatedGateway, testTokens } from '../../server/services/payments/simulatedGateway'
import { payPreview } from '../../server/services/selling/payment'
import { settlePayments } from '../../server/services/selling/sweeper'
import type { Buyer } from '../../server/testing/buyers'
import { call } from '../../server/testing/harness'
import { sellingNow } from '../../server/testing/sellingFixture'
import { startSellingServer } from '../../server/testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({ buyers: 2, buyerPrefix: 'samekey' })

/** Holds two seats of row `row` and checks out (the hold lasts 10 minutes): the preview id. */
async function previewFor(buyer: Buyer, row: string): Promise<string> {
  const headers = { authorization: `Bearer ${buyer.token}` }
  const held = await call(server, {
    method: 'POST',
    url: '/api/basket/hold.do?locale=en_US',
    headers,
    payload: { performanceId: fixture.reservedId, seatIds: [`S-${row}-1`, `S-${row}-2`] },
  })
  expect(held.status).toBe(201)
  const preview = await call(server, {
    method: 'POST',
    url: '/api/checkout.do?locale=en_US',
    headers,
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
  })
  return preview.body.previewId
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

/** One request's payment, with its own clock and view of the gateway; answers how it ended. */
function payAs(buyer: Buyer, previewId: string, gateway: PaymentGateway, now: () => Date) {
  const db = server.database.db
  return payPreview(
    { db, gateway, now, timeoutMs: 60_000 },
    {
      previewId,
      kind: 'event',
      memberId: buyer.id,
      cardToken: testTokens.approve,
      idempotencyKey: 'double-click',
    },
  ).then(
    (txnNo) => ({ txnNo }),
    (error: { code?: string }) => ({ refused: error.code ?? String(error) }),
  )
}

async function books(previewId: string) {
  const db = server.database.db
  const charges = await db
    .selectFrom('simulated_gateway_charges')
    .select('status')
    .where('idempotency_key', 'like', `${previewId}:%`)
    .execute()
  const payments = await db
    .selectFrom('payments')
    .select(['status', 'txn_no'])
    .where('preview_id', '=', previewId)
    .execute()
  return { charges: charges.map((c) => c.status), payments }
}

describe('two requests of one payment attempt at once', () => {
  it('capture the sale one of them committed, though the other found it paid', async () => {
    const buyer = buyers[0] as Buyer
    const previewId = await previewFor(buyer, 'A')
    const db = server.database.db
    const real = simulatedGateway(db, () => server.clock.now)
    const secondAuthorised = gate()
    const firstSold = gate()
    const secondDone = gate()
    // the first request hears the gateway's answer once the second has it too, then sells; its
    // capture reaches the gateway after the second request has answered
    const first = payAs(
      buyer,
      previewId,
      {
        ...real,
        async authorise(request) {
          const answer = await real.authorise(request)
          await secondAuthorised.opened
          return answer
        },
        async capture(authorisationId) {
          firstSold.open()
          await secondDone.opened
          return real.capture(authorisationId)
        },
      },
      () => server.clock.now,
    )
    // the second read the preview unpaid; its sale comes after the first's and finds it paid
    const second = payAs(
      buyer,
      previewId,
      {
        ...real,
        async authorise(request) {
          const answer = await real.authorise(request)
          secondAuthorised.open()
          await firstSold.opened
          return answer
        },
      },
      () => server.clock.now,
    ).finally(secondDone.open)
    const answers = await Promise.all([first, second])

    const txnNo = (answers[0] as { txnNo: string }).txnNo
    expect(answers).toEqual([{ txnNo }, { txnNo }])
    // the money is taken, and the books say so
    expect(await books(previewId)).toEqual({
      charges: ['captured'],
      payments: [{ status: 'captured', txn_no: txnNo }],
    })
    // nothing left open for the sweeper
    const later = new Date(+sellingNow + 12 * 60_000)
    expect(await settlePayments(db, real, later)).toEqual({ voided: 0, captured: 0 })
  })

  it('sell nothing on an authorisation one of them gave up when the hold lapsed', async () => {
    const buyer = buyers[1] as Buyer
    const previewId = await previewFor(buyer, 'B')
    const db = server.database.db
    const real = simulatedGateway(db, () => server.clock.now)
    const firstAuthorised = gate()
    const secondDone = gate()
    // the first request hears the gateway's answer only after the second has answered; its
    // clock still reads before the hold's end
    const first = payAs(
      buyer,
      previewId,
      {
        ...real,
        async authorise(request) {
          const answer = await real.authorise(request)
          firstAuthorised.open()
          await secondDone.opened
          return answer
        },
      },
      () => sellingNow,
    )
    await firstAuthorised.opened
    // the second's clock passes the hold's end while the gateway thinks (another process with
    // a clock a little ahead): it finds the hold lapsed and gives the authorisation up
    let secondNow = sellingNow
    const second = payAs(
      buyer,
      previewId,
      {
        ...real,
        async authorise(request) {
          const answer = await real.authorise(request)
          secondNow = new Date(+sellingNow + 11 * 60_000)
          return answer
        },
      },
      () => secondNow,
    ).finally(secondDone.open)
    const answers = await Promise.all([first, second])

    // both say the hold lapsed: no seat is sold on money the gateway has released
    expect(answers).toEqual([{ refused: 'HOLD_EXPIRED' }, { refused: 'HOLD_EXPIRED' }])
    const rowB = await db
      .selectFrom('seats')
      .select('status')
      .where('performance_id', '=', fixture.reservedId)
      .where('seat_id', 'in', ['S-B-1', 'S-B-2'])
      .execute()
    expect(rowB.map((seat) => seat.status)).toEqual(['available', 'available'])
    expect(await books(previewId)).toEqual({
      charges: ['voided'],
      payments: [{ status: 'voided', txn_no: null }],
    })
  })
})
