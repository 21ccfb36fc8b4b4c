// Ticket types through the API (issue 34, domain/ticketTypes.ts): the event page lists the
// concessions a performance sells; a hold takes a type per seat (reserved) or a quantity per
// type (general admission); each ticket is priced by its type on the hold, the preview, the
// receipt, the e-ticket and at the door; a type the event does not allow is refused in the
// request's language, and a quota is never oversold, even by two buyers at once.
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testTokens } from '../services/payments/simulatedGateway'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { startSellingServer } from '../testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({ buyers: 12 })
const db = server.database.db
const [gold, silver] = fixture.zoneIds
// the concert allows students and seniors 65+; students are half price with a quota of 2 in
// Silver on the reserved show, seniors have no quota; CSSA is priced but not allowed
await sql`
  insert into event_ticket_types (event_id, ticket_type)
  values (${fixture.eventId}, 'student'), (${fixture.eventId}, 'senior65')
`.execute(db)
await sql`
  insert into ticket_type_prices (performance_id, price_zone_id, ticket_type, price_cents, quota)
  values (${fixture.reservedId}, ${silver}, 'student', 24000, 2),
    (${fixture.reservedId}, ${silver}, 'senior65', 24000, null),
    (${fixture.reservedId}, ${silver}, 'cssa', 24000, null),
    (${fixture.gaId}, ${gold}, 'student', 44000, 3)
`.execute(db)

const as = (buyer: Buyer) => ({ authorization: `Bearer ${buyer.token}` })
const member = (n: number) => buyers[n] as Buyer
const hold = (buyer: Buyer, body: object, locale = 'en_US') =>
  call(server, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers: as(buyer),
    payload: body,
  })
const checkout = (buyer: Buyer) =>
  call(server, {
    method: 'POST',
    url: '/api/checkout.do?locale=en_US',
    headers: as(buyer),
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
  })
const pay = (buyer: Buyer, previewId: string, locale = 'en_US') =>
  call(server, {
    method: 'POST',
    url: `/api/payment.do?locale=${locale}`,
    headers: as(buyer),
    payload: { previewId, cardToken: testTokens.approve },
  })
const release = (buyer: Buyer, holdId: string) =>
  call(server, {
    method: 'DELETE',
    url: `/api/basket/hold/${holdId}.do?locale=en_US`,
    headers: as(buyer),
  })

describe('ticket types', () => {
  it('lists the concessions each performance sells, the event allowing them', async () => {
    const page = await call(server, { url: `/api/event/${fixture.eventId}.do?locale=en_US` })
    const reserved = page.body.performances.find((p: { id: number }) => p.id === fixture.reservedId)
    expect(reserved.ticketTypePrices).toEqual([
      { priceZoneId: silver, ticketType: 'senior65', price: 240 },
      { priceZoneId: silver, ticketType: 'student', price: 240, quota: 2 },
    ])
  })

  it('prices each seat by its type, on the hold, the preview, the receipt and at the door', async () => {
    const buyer = member(0)
    const held = await hold(buyer, {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('B', 1), fixture.seat('B', 2)],
      ticketTypes: [{ seatId: fixture.seat('B', 2), ticketType: 'senior65' }],
    })
    expect(held.status, JSON.stringify(held.body)).toBe(201)
    expect(held.body.tickets).toMatchObject([
      { seatId: fixture.seat('B', 1), ticketType: 'standard', price: 480 },
      { seatId: fixture.seat('B', 2), ticketType: 'senior65', price: 240 },
    ])
    expect(held.body.subtotal).toBe(720)
    const basket = await call(server, { url: '/api/basket.do?locale=en_US', headers: as(buyer) })
    expect(basket.body.holds[0].tickets).toEqual(held.body.tickets)
    const preview = await checkout(buyer)
    expect(preview.body.charges.ticketTotal).toBe(720)
    const paid = await pay(buyer, preview.body.previewId, 'zh_TW')
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.seats).toMatchObject([
      { seat: '1', ticketType: 'standard', price: 480 },
      { seat: '2', ticketType: 'senior65', price: 240 },
    ])
    expect(paid.body.eTickets[0].ticketTypeLine).toBe('標準')
    expect(paid.body.eTickets[1].ticketTypeLine).toBe('65歲或以上長者 — 入場時須出示證明')
    const { rows } = await sql<{ sold: number }>`
      select sold from ticket_type_prices
      where performance_id = ${fixture.reservedId} and ticket_type = 'senior65'
    `.execute(db)
    expect(rows[0]?.sold).toBe(1)

    const door = await call(server, {
      method: 'POST',
      url: '/api/ticket/verify.do?locale=en_US',
      payload: { code: paid.body.eTickets[1].code },
    })
    expect(door.status, JSON.stringify(door.body)).toBe(200)
    expect(door.body).toMatchObject({
      ticketType: 'senior65',
      ticketTypeLine: 'Senior 65+ — ID required at entry',
      idRequired: true,
    })
  })

  it('refuses a type the event does not allow, or one with no price in the zone, in three languages', async () => {
    const cssa = await hold(member(1), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 1)],
      ticketTypes: [{ seatId: fixture.seat('C', 1), ticketType: 'cssa' }],
    })
    expect(cssa.status).toBe(409)
    expect(cssa.body.code).toBe('TICKET_TYPE_NOT_OFFERED')
    // Gold has no student price on the reserved show
    const gold = await hold(
      member(1),
      {
        performanceId: fixture.reservedId,
        seatIds: [fixture.seat('A', 1)],
        ticketTypes: [{ seatId: fixture.seat('A', 1), ticketType: 'student' }],
      },
      'zh_TW',
    )
    expect(gold.status).toBe(409)
    expect(gold.body.code).toBe('TICKET_TYPE_NOT_OFFERED')
    expect(gold.body.message).toMatch(/[\u3400-\u9fff]/)
    // nothing was held
    const basket = await call(server, {
      url: '/api/basket.do?locale=en_US',
      headers: as(member(1)),
    })
    expect(basket.body.holds).toEqual([])
    // a type named for a seat not asked for is a wrong request
    const stray = await hold(member(1), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 1)],
      ticketTypes: [{ seatId: fixture.seat('C', 9), ticketType: 'student' }],
    })
    expect(stray.status).toBe(400)
  })

  it('never sells more of a quota than it has, counting live holds, and frees what is given back', async () => {
    const first = await hold(member(2), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 1), fixture.seat('C', 2)],
      ticketTypes: [
        { seatId: fixture.seat('C', 1), ticketType: 'student' },
        { seatId: fixture.seat('C', 2), ticketType: 'student' },
      ],
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const none = await hold(member(3), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 8)],
      ticketTypes: [{ seatId: fixture.seat('C', 8), ticketType: 'student' }],
    })
    expect(none.status).toBe(409)
    expect(none.body.code).toBe('TICKET_TYPE_SOLD_OUT')
    expect(none.body.message).toBe(
      'The concession tickets you chose are sold out. Please choose another ticket type.',
    )
    // a standard ticket for the same seat is still there
    const standard = await hold(member(3), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 8)],
    })
    expect(standard.status).toBe(201)
    await release(member(3), standard.body.id)
    await release(member(2), first.body.id)
    const again = await hold(member(3), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 8)],
      ticketTypes: [{ seatId: fixture.seat('C', 8), ticketType: 'student' }],
    })
    expect(again.status, JSON.stringify(again.body)).toBe(201)
    await release(member(3), again.body.id)
  })

  it('holds a quantity per type in general admission, each priced by its type', async () => {
    const buyer = member(4)
    const held = await hold(buyer, {
      performanceId: fixture.gaId,
      quantities: [
        { priceZoneId: gold, quantity: 1 },
        { priceZoneId: gold, quantity: 2, ticketType: 'student' },
      ],
    })
    expect(held.status, JSON.stringify(held.body)).toBe(201)
    expect(
      held.body.tickets.map((t: { ticketType: string; price: number }) => [t.ticketType, t.price]),
    ).toEqual([
      ['standard', 880],
      ['student', 440],
      ['student', 440],
    ])
    const over = await hold(member(5), {
      performanceId: fixture.gaId,
      quantities: [{ priceZoneId: gold, quantity: 2, ticketType: 'student' }],
    })
    expect(over.body.code).toBe('TICKET_TYPE_SOLD_OUT')
    const notAllowed = await hold(member(5), {
      performanceId: fixture.gaId,
      quantities: [{ priceZoneId: gold, quantity: 1, ticketType: 'senior65' }],
    })
    expect(notAllowed.body.code).toBe('TICKET_TYPE_NOT_OFFERED')
    const preview = await checkout(buyer)
    expect(preview.body.charges.ticketTotal).toBe(1760)
    const paid = await pay(buyer, preview.body.previewId)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(
      paid.body.seats.map((s: { ticketType: string; price: number }) => [s.ticketType, s.price]),
    ).toEqual([
      ['standard', 880],
      ['student', 440],
      ['student', 440],
    ])
    const { rows } = await sql<{ sold: number }>`
      select sold from ticket_type_prices where performance_id = ${fixture.gaId}
    `.execute(db)
    expect(rows[0]?.sold).toBe(2)
  })

  it('gives the best seats of a zone the types asked, standard first, each priced by its type', async () => {
    const buyer = member(11)
    const held = await hold(buyer, {
      performanceId: fixture.reservedId,
      quantities: [
        { priceZoneId: silver, quantity: 1, ticketType: 'senior65' },
        { priceZoneId: silver, quantity: 1 },
      ],
    })
    expect(held.status, JSON.stringify(held.body)).toBe(201)
    const tickets = held.body.tickets as { seatId: string; ticketType: string; price: number }[]
    expect(tickets.map((t) => [t.ticketType, t.price])).toEqual([
      ['standard', 480],
      ['senior65', 240],
    ])
    expect(new Set(tickets.map((t) => t.seatId)).size).toBe(2)
    await release(buyer, held.body.id)
  })

  it('lets exactly one of two buyers at once have the last concession', async () => {
    // one student place left on the reserved show's quota of 2 (none sold, one held now)
    const holder = await hold(member(6), {
      performanceId: fixture.reservedId,
      seatIds: [fixture.seat('C', 6)],
      ticketTypes: [{ seatId: fixture.seat('C', 6), ticketType: 'student' }],
    })
    expect(holder.status).toBe(201)
    const racers = [member(7), member(8)]
    const seats = [fixture.seat('B', 6), fixture.seat('B', 10)]
    const answers = await Promise.all(
      racers.map((buyer, i) =>
        hold(buyer, {
          performanceId: fixture.reservedId,
          seatIds: [seats[i]],
          ticketTypes: [{ seatId: seats[i], ticketType: 'student' }],
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('TICKET_TYPE_SOLD_OUT')
  })
})
