// "Let the system choose": a hold that asks a number of seats in one price zone of a reserved
// performance gets the best block the seat rule allows (front row first, then the middle),
// never a seat twice when buyers ask at once. The fixture's rows: A (the dearer zone), B and C,
// ten seats each with an aisle after seat 5.
import { describe, expect, it } from 'vitest'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { startSellingServer } from '../testing/sellingServer'

const { server, fixture, buyers } = await startSellingServer({
  buyers: 14,
  fixture: { maxTickets: 4 },
})
const [dearer, cheaper] = fixture.zoneIds

function best(
  n: number,
  quantities: { priceZoneId: number; quantity: number }[],
  locale = 'en_US',
) {
  return call(server, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers: { authorization: `Bearer ${(buyers[n] as Buyer).token}` },
    payload: { performanceId: fixture.reservedId, quantities },
  })
}
const seatsOf = (answer: { body: { tickets: { seatId: string }[] } }) =>
  answer.body.tickets.map((ticket) => ticket.seatId)

describe('the best available seats', () => {
  it('are the front row of the zone, in its middle, and the next buyer sits beside them', async () => {
    const first = await best(0, [{ priceZoneId: cheaper, quantity: 2 }])
    expect(first.status).toBe(201)
    expect(seatsOf(first)).toEqual(['S-B-4', 'S-B-5'])
    expect(first.body.subtotal).toBe(960)
    // 1-3 stay free together; across the aisle, 6-7 strand nothing
    const second = await best(1, [{ priceZoneId: cheaper, quantity: 2 }])
    expect(seatsOf(second)).toEqual(['S-B-6', 'S-B-7'])
    // the answer is the hold the basket shows, each seat with its row and price
    const basket = await call(server, {
      url: '/api/basket.do?locale=en_US',
      headers: { authorization: `Bearer ${(buyers[1] as Buyer).token}` },
    })
    expect(basket.body.holds).toEqual([second.body])
    expect(second.body.tickets[0]).toMatchObject({
      seatId: 'S-B-6',
      row: 'B',
      seat: '6',
      price: 480,
    })
  })

  it('keep to the asked zone and leave no single seat on its own', async () => {
    const answer = await best(2, [{ priceZoneId: dearer, quantity: 4 }])
    expect(answer.status).toBe(201)
    // four of a half-row of five always leave one seat: the rule lets that be, and the block
    // nearest the middle is taken (2-5 and 6-9 are as near: the first)
    expect(seatsOf(answer)).toEqual(['S-A-2', 'S-A-3', 'S-A-4', 'S-A-5'])
  })

  it('are refused over the limit of one purchase, across zones, or when none are left', async () => {
    const tooMany = await best(3, [{ priceZoneId: cheaper, quantity: 5 }])
    expect(tooMany.body).toMatchObject({ code: 'TICKET_LIMIT' })
    const twoZones = await best(3, [
      { priceZoneId: cheaper, quantity: 1 },
      { priceZoneId: dearer, quantity: 1 },
    ])
    expect(twoZones.status).toBe(400)
    expect(twoZones.body.code).toBe('VALIDATION_FAILED')
    const none = await best(3, [{ priceZoneId: 999_999, quantity: 1 }], 'zh_TW')
    expect(none.status).toBe(409)
    expect(none.body.code).toBe('SEAT_UNAVAILABLE')
    expect(none.body.message).toMatch(/[\u4e00-\u9fff]/)
  })

  it('never go to two buyers asking at the same moment', async () => {
    const answers = await Promise.all(
      [4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) =>
        best(n, [{ priceZoneId: cheaper, quantity: 2 }]),
      ),
    )
    const granted = answers.filter((answer) => answer.status === 201)
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused.body.code).toBe('SEAT_UNAVAILABLE')
    // rows B and C have room for several more pairs (B 1-2 or 2-3, 8-9 or 9-10, C's four)
    expect(granted.length).toBeGreaterThanOrEqual(4)
    const seats = granted.flatMap(seatsOf)
    expect(new Set(seats).size).toBe(seats.length)
    expect(seats.every((seat) => /^S-[BC]-/.test(seat))).toBe(true)
  })
})
