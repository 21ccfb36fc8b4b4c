// Buying event tickets through the API: holds refuse what the seat rule and the limits refuse,
// lapse by themselves, and turn into a paid transaction whose receipt carries every field, a
// signed code per e-ticket and a calendar file.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { refusedMs } from '../services/catalogue/seatPlanCache'
import { testTokens } from '../services/payments/simulatedGateway'
import { holdSeats as holdSeatsBehind } from '../services/selling/seatHold'
import { sweepExpiredHolds } from '../services/selling/sweeper'
import { ticketCodeSecret, verifyTicketCode } from '../services/selling/ticketCodes'
import { startSession } from '../services/sessions'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { sellingNow } from '../testing/sellingFixture'
import { startSellingServer } from '../testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({
  buyers: 14,
  fixture: { maxTickets: 4 },
})
// plans kept a minute, for the tests of a kept plan: a busy machine can spread their requests
// over more than the usual 300 ms
const keptLong = await startSellingServer({
  buyers: 2,
  buyerPrefix: 'kept',
  config: { seatPlanCacheMs: 60_000 },
})

const as = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` })
const member = (n: number) => buyers[n] as Buyer

function hold(buyer: Buyer, body: object, locale = 'en_US', on = server) {
  return call(on, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers: as(buyer),
    payload: body,
  })
}
const holdSeats = (buyer: Buyer, ...seats: string[]) =>
  hold(buyer, { performanceId: fixture.reservedId, seatIds: seats })
const holdGa = (buyer: Buyer, quantity: number) =>
  hold(buyer, {
    performanceId: fixture.gaId,
    quantities: [{ priceZoneId: fixture.zoneIds[0], quantity }],
  })
const checkout = (buyer: Buyer, body: object = {}) =>
  call(server, {
    method: 'POST',
    url: '/api/checkout.do?locale=en_US',
    headers: as(buyer),
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa', ...body },
  })
const pay = (buyer: Buyer, previewId: string, cardToken: string = testTokens.approve) =>
  call(server, {
    method: 'POST',
    url: '/api/payment.do?locale=en_US',
    headers: as(buyer),
    payload: { previewId, cardToken },
  })
const release = (buyer: Buyer, holdId: string) =>
  call(server, {
    method: 'DELETE',
    url: `/api/basket/hold/${holdId}.do?locale=en_US`,
    headers: as(buyer),
  })
const basket = (buyer: Buyer) =>
  call(server, { url: '/api/basket.do?locale=en_US', headers: as(buyer) })
async function seatStatus(seatId: string, on = { server, fixture }) {
  const plan = await call(on.server, {
    url: `/api/performance/${on.fixture.reservedId}/seatPlan.do?locale=en_US`,
  })
  for (const section of plan.body.sections)
    for (const row of section.rows)
      for (const seat of row.seats) if (seat.id === seatId) return seat.status
  return undefined
}
const minutes = (n: number) => {
  server.clock.now = new Date(+server.clock.now + n * 60_000)
}

describe('holding seats', () => {
  it('holds two seats for ten minutes and shows them held on the seat plan and in the basket', async () => {
    const buyer = member(0)
    const answer = await holdSeats(buyer, fixture.seat('B', 1), fixture.seat('B', 2))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      performanceId: fixture.reservedId,
      event: { en: 'Harbour Lights' },
      tickets: [
        { seatId: 'S-B-1', row: 'B', seat: '1', price: 480 },
        { seatId: 'S-B-2', row: 'B', seat: '2', price: 480 },
      ],
      subtotal: 960,
      expiresAt: '2026-12-01T14:10:00+08:00',
    })
    expect(await seatStatus('S-B-1')).toBe('held')
    // the basket shows the very hold the answer showed
    const mine = await basket(buyer)
    expect(mine.body.holds).toEqual([answer.body])
    expect(mine.body.ticketTotal).toBe(960)
    // someone else cannot take a held seat
    const other = await holdSeats(member(1), fixture.seat('B', 2), fixture.seat('B', 3))
    expect(other.status).toBe(409)
    expect(other.body.code).toBe('SEAT_UNAVAILABLE')
  })

  it('answers seats asked in any order in plan order, with the price of each, as the basket shows them', async () => {
    const buyer = member(2)
    const answer = await holdSeats(buyer, fixture.seat('C', 2), fixture.seat('C', 1))
    expect(answer.status).toBe(201)
    expect(answer.body.tickets.map((ticket: { seatId: string }) => ticket.seatId)).toEqual([
      'S-C-1',
      'S-C-2',
    ])
    expect((await basket(buyer)).body.holds).toEqual([answer.body])
    await release(buyer, answer.body.id)
  })

  it('asks a visitor to log in', async () => {
    const answer = await call(server, {
      method: 'POST',
      url: '/api/basket/hold.do?locale=en_US',
      payload: { performanceId: fixture.reservedId, seatIds: ['S-C-1'] },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.code).toBe('LOGIN_REQUIRED')
  })

  it.each([
    ['seats with a gap between them', ['S-C-1', 'S-C-3'], 'SEATS_NOT_CONSECUTIVE'],
    ['seats across the aisle', ['S-C-5', 'S-C-6'], 'SEATS_NOT_CONSECUTIVE'],
    ['seats in two rows', ['S-C-1', 'S-B-9'], 'SEATS_NOT_CONSECUTIVE'],
    ['seats stranding one beside the wall', ['S-C-2', 'S-C-3'], 'ORPHAN_SEAT'],
    ['a seat that does not exist', ['S-Z-1'], 'SEAT_UNAVAILABLE'],
  ])('refuses %s', async (_, seats, code) => {
    const answer = await holdSeats(member(2), ...seats)
    expect(answer.status).toBe(409)
    expect(answer.body.code).toBe(code)
  })

  it('refuses more tickets than one purchase allows, counting those already held', async () => {
    const buyer = member(3)
    const five = await holdSeats(buyer, 'S-C-6', 'S-C-7', 'S-C-8', 'S-C-9', 'S-C-10')
    expect(five.status).toBe(409)
    expect(five.body).toEqual({
      code: 'TICKET_LIMIT',
      message: 'You can buy at most 4 tickets in one purchase.',
    })
    expect((await holdSeats(buyer, 'S-C-9', 'S-C-10')).status).toBe(201)
    const more = await holdSeats(buyer, 'S-C-6', 'S-C-7', 'S-C-8')
    expect(more.body.code).toBe('TICKET_LIMIT')
  })

  it('says so in Traditional Chinese', async () => {
    const answer = await hold(
      member(2),
      { performanceId: fixture.reservedId, seatIds: ['S-C-1', 'S-C-3'] },
      'zh_TW',
    )
    expect(answer.body.message).toBe('請於同一行選擇相連的座位。')
  })

  it('lets the seats go by themselves once the hold lapses, and the sweeper tidies the rows', async () => {
    const buyer = member(4)
    const answer = await holdSeats(buyer, 'S-A-9', 'S-A-10')
    expect(answer.status).toBe(201)
    minutes(10)
    expect(await seatStatus('S-A-9')).toBe('available')
    expect((await basket(buyer)).body.holds).toEqual([])
    const taken = await holdSeats(member(5), 'S-A-9', 'S-A-10')
    expect(taken.status).toBe(201)
    expect(await sweepExpiredHolds(server.database.db, server.clock.now)).toBeGreaterThan(0)
    const { status } = await server.database.db
      .selectFrom('holds')
      .select('status')
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow()
    expect(status).toBe('expired')
    expect(await seatStatus('S-A-9')).toBe('held')
  })

  it('gives seats back on request', async () => {
    const buyer = member(6)
    const answer = await holdSeats(buyer, 'S-A-1', 'S-A-2')
    const released = await release(buyer, answer.body.id)
    expect(released.status).toBe(204)
    expect(await seatStatus('S-A-1')).toBe('available')
    const again = await release(buyer, answer.body.id)
    expect(again.status).toBe(404)
  })

  it('keeps one performance in the basket: holding another gives the first back', async () => {
    const buyer = member(7)
    await holdSeats(buyer, 'S-A-3', 'S-A-4')
    expect((await holdGa(buyer, 2)).status).toBe(201)
    expect(await seatStatus('S-A-3')).toBe('available')
    const mine = await basket(buyer)
    expect(mine.body.holds).toHaveLength(1)
    expect(mine.body.holds[0].tickets).toHaveLength(2)
  })
})

describe('general admission', () => {
  it('never holds more than the quota has left, live holds included', async () => {
    // 20 places: buyer 7 holds 2 (above); these take 16 more, leaving 2
    for (const n of [8, 9, 10, 11]) expect((await holdGa(member(n), 4)).status).toBe(201)
    const tooMany = await holdGa(member(0), 3)
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.code).toBe('SEAT_UNAVAILABLE')
    // one left of twenty: under a tenth is "limited"
    expect((await holdGa(member(0), 1)).status).toBe(201)
    const detail = await call(server, { url: `/api/event/${fixture.eventId}.do?locale=en_US` })
    const ga = detail.body.performances.find((p: { id: number }) => p.id === fixture.gaId)
    expect(ga.status).toBe('limited')
  })

  it('answers a hold with its tickets at their price, as the basket shows them', async () => {
    const buyer = member(12)
    const answer = await holdGa(buyer, 1)
    expect(answer.status).toBe(201)
    expect(answer.body.tickets).toEqual([
      {
        priceZone: { en: 'Gold', 'zh-Hans': '金区', 'zh-Hant': '金區' },
        price: 880,
        ticketType: 'standard',
      },
    ])
    expect((await basket(buyer)).body.holds).toEqual([answer.body])
    await release(buyer, answer.body.id)
  })
})

describe('checking out and paying', () => {
  it('itemises the charges, with delivery by region', async () => {
    const buyer = member(8)
    const preview = await checkout(buyer, {
      collectionMethod: 'delivery',
      deliveryAddress: { region: 'macau', address: 'Avenida da Praia Grande 1, Macau' },
    })
    expect(preview.status).toBe(200)
    expect(preview.body.charges).toEqual({
      ticketTotal: 3520,
      serviceFee: 76,
      handlingFee: 15,
      deliveryFee: 45,
      discount: 0,
      grandTotal: 3656,
    })
  })

  it('refuses delivery when the post cannot arrive before the show, and previews points', async () => {
    const buyer = member(8)
    const overseas = await checkout(buyer, {
      collectionMethod: 'delivery',
      deliveryAddress: { region: 'others', address: '1 Queen Street, Auckland' },
    })
    // 27 days before the show: overseas post needs 20, so it still works…
    expect(overseas.status).toBe(200)
    server.clock.now = hongKongInstant(2026, 12, 20, 12, 0)
    // …but not 8 days before (the holds lapsed long ago, and the session: log in, hold again)
    const later = {
      ...member(9),
      ...(await startSession(server.database.db, member(9).id, server.clock.now)),
    }
    expect((await holdGa(later, 1)).status).toBe(201)
    const late = await checkout(later, {
      collectionMethod: 'delivery',
      deliveryAddress: { region: 'mainland', address: '1 Nanjing Road, Shanghai' },
    })
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('DELIVERY_UNAVAILABLE')
    // paying by points is the ledger's (server/routes/points.test.ts)
    const points = await checkout(later, { paymentMethod: 'points' })
    expect(points.status).toBe(200)
    const noAddress = await checkout(later, { collectionMethod: 'delivery' })
    expect(noAddress.status).toBe(400)
    expect(Object.keys(noAddress.body.fields)).toEqual(['deliveryAddress'])
  })

  it('sells the held seats and answers the receipt with signed e-ticket codes and a calendar file', async () => {
    server.clock.now = sellingNow
    minutes(30)
    const buyer = member(10)
    await holdSeats(buyer, 'S-C-4', 'S-C-5')
    const preview = await checkout(buyer)
    const paid = await pay(buyer, preview.body.previewId)
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({
      purchasedAt: '2026-12-01T14:30:00+08:00',
      event: { en: 'Harbour Lights' },
      showStartsAt: '2026-12-28T20:00:00+08:00',
      venue: { en: 'Harbour Hall' },
      ticketCount: 2,
      grandTotal: 1013,
      status: 'complete',
      seats: [
        { section: 'S', sectionName: { 'zh-Hant': '堂座' }, row: 'C', seat: '4', price: 480 },
        { section: 'S', row: 'C', seat: '5', priceZone: { en: 'Silver' }, price: 480 },
      ],
      charges: { ticketTotal: 960, serviceFee: 38, handlingFee: 15, deliveryFee: 0, discount: 0 },
      collectionMethod: 'eTicket',
      paymentMethod: 'visa',
      cardNumber: '4242 **** **** 4242',
      name: 'Chan Tai Man',
      contactPhone: '+852 91234567',
    })
    expect(paid.body.txnNo).toMatch(/^T20261201\d{6}$/)
    expect(paid.body.confirmationNo).toMatch(/^CF-\d{2}-\d{4}$/)
    expect(await seatStatus('S-C-4')).toBe('sold')

    const secret = await ticketCodeSecret(server.database.db, undefined)
    const [first, second] = paid.body.eTickets
    // the seat by its section's name, as the buyer reads it
    expect(first.seat).toBe('Stalls, row C, seat 4')
    expect(verifyTicketCode(secret, first.code)).toEqual({
      txnNo: paid.body.txnNo,
      seq: 1,
      show: `P${fixture.reservedId}`,
    })
    expect(verifyTicketCode(secret, second.code)?.seq).toBe(2)
    // a code altered to another ticket no longer verifies
    expect(verifyTicketCode(secret, first.code.replace('.1.P', '.3.P'))).toBeUndefined()
    expect(verifyTicketCode('another secret', first.code)).toBeUndefined()

    expect(paid.body.calendar).toContain('DTSTART:20261228T120000Z\r\n')
    expect(paid.body.calendar).toContain('SUMMARY:Harbour Lights\r\n')

    // the same receipt later, and the transaction in the member's history
    const again = await call(server, {
      url: `/api/receipt/${paid.body.txnNo}.do?locale=en_US`,
      headers: as(buyer),
    })
    expect(again.body).toEqual(paid.body)
    const history = await call(server, {
      method: 'POST',
      url: '/api/user/txns.do?locale=en_US',
      headers: as(buyer),
      payload: { month: '2026-12' },
    })
    expect(history.body.data.map((t: { txnNo: string }) => t.txnNo)).toContain(paid.body.txnNo)
    // nobody else reads it
    const theirs = await call(server, {
      url: `/api/receipt/${paid.body.txnNo}.do?locale=en_US`,
      headers: as(member(0)),
    })
    expect(theirs.status).toBe(404)
  })

  it('sells general admission from the quota', async () => {
    const buyer = member(11)
    await holdGa(buyer, 3)
    const preview = await checkout(buyer, { collectionMethod: 'boxOffice' })
    const paid = await pay(buyer, preview.body.previewId)
    expect(paid.status).toBe(200)
    expect(paid.body.seats).toHaveLength(3)
    expect(paid.body.eTickets).toBeUndefined()
    const { rows } = await sql<{ sold: number }>`
      select sold from ga_quotas where performance_id = ${fixture.gaId}
    `.execute(server.database.db)
    expect(rows[0]?.sold).toBe(3)
  })

  it('answers "held too long" when the hold lapsed before paying, and charges nothing', async () => {
    const buyer = member(0)
    expect((await holdSeats(buyer, 'S-A-4', 'S-A-5')).status).toBe(201)
    const preview = await checkout(buyer)
    minutes(11)
    const late = await pay(buyer, preview.body.previewId)
    expect(late.status).toBe(410)
    expect(late.body.code).toBe('HOLD_EXPIRED')
    expect(await seatStatus('S-A-5')).toBe('available')
    const charges = await server.database.db
      .selectFrom('simulated_gateway_charges')
      .select('status')
      .where('idempotency_key', 'like', `${preview.body.previewId}:%`)
      .execute()
    expect(charges).toEqual([])
  })
})

describe('the seat plan of the moment', () => {
  const plan = () =>
    call(server, { url: `/api/performance/${fixture.reservedId}/seatPlan.do?locale=en_US` })

  it('reads one plan for the requests that ask at the same time', async () => {
    const { server: kept, fixture: shows } = keptLong
    const keptPlan = () =>
      call(kept, { url: `/api/performance/${shows.reservedId}/seatPlan.do?locale=en_US` })
    const before = kept.seatPlans.loads
    const answers = await Promise.all([keptPlan(), keptPlan(), keptPlan(), keptPlan(), keptPlan()])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1)
    expect(kept.seatPlans.loads - before).toBe(1)
  })

  it('shows a hold, a sale and a release made through this server at once', async () => {
    const buyer = member(12)
    expect((await plan()).status).toBe(200)
    expect(await seatStatus('S-B-6')).toBe('available')
    expect((await holdSeats(buyer, 'S-B-6', 'S-B-7')).status).toBe(201)
    expect(await seatStatus('S-B-6')).toBe('held')
    const preview = await checkout(buyer)
    expect((await pay(buyer, preview.body.previewId)).status).toBe(200)
    expect(await seatStatus('S-B-7')).toBe('sold')
    const other = member(13)
    const held = await holdSeats(other, 'S-B-8', 'S-B-9', 'S-B-10')
    expect(held.status).toBe(201)
    expect(await seatStatus('S-B-10')).toBe('held')
    const released = await release(other, held.body.id)
    expect(released.status).toBe(204)
    expect(await seatStatus('S-B-10')).toBe('available')
  })

  it('shows the buyer whose hold was refused the seats another process took', async () => {
    const { server: kept, fixture: shows } = keptLong
    const [first, second] = keptLong.buyers as [Buyer, Buyer]
    const seats = ['S-B-8', 'S-B-9', 'S-B-10']
    expect(await seatStatus('S-B-8', keptLong)).toBe('available')
    // another server process holds them: this one's kept plan is not told
    await holdSeatsBehind(
      kept.database.db,
      { memberId: first.id, performanceId: shows.reservedId, seatIds: seats },
      { now: kept.clock.now, holdMinutes: 10 },
    )
    kept.clock.now = new Date(+kept.clock.now + refusedMs)
    expect(await seatStatus('S-B-8', keptLong)).toBe('available')
    const body = { performanceId: shows.reservedId, seatIds: seats }
    const refused = await hold(second, body, 'en_US', kept)
    expect(refused.body.code).toBe('SEAT_UNAVAILABLE')
    expect(await seatStatus('S-B-8', keptLong)).toBe('held')
  })
})
