// A reloaded cinema preview step reads its booking back: a member's only by that member, a
// visitor's by its number (as its confirmation is), and only while its seats are held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answersForTests } from '../services/botCheck'
import { testTokens } from '../services/payments/simulatedGateway'
import { type Buyer, insertBuyers } from '../testing/buyers'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertSellingFixture, type SellingFixture, sellingNow } from '../testing/sellingFixture'

let server: TestServer
let fixture: SellingFixture
let members: Buyer[]

beforeAll(async () => {
  server = await startTestServer({
    now: sellingNow,
    seed: async ({ db }, now) => {
      fixture = await insertSellingFixture(db)
      members = await insertBuyers(db, 2, now)
    },
  })
})
afterAll(() => server?.close())

const as = (buyer: Buyer | undefined) =>
  buyer ? { authorization: `Bearer ${buyer.token}` } : undefined
const visitor = { name: 'Lee Siu Ming', phone: '+852 6123 8899', email: 'siuming@example.com.hk' }

async function book(buyer: Buyer | undefined, seatIds: string[], more: object = {}) {
  const captcha = await call(server, { url: '/api/cinema/captcha.do?locale=en_US' })
  const captchaId = String(captcha.body.captchaId)
  const answer = await call(server, {
    method: 'POST',
    url: '/api/cinema/booking.do?locale=en_US',
    headers: as(buyer),
    payload: {
      showId: fixture.cinemaShowId,
      seatIds,
      tickets: [{ ticketClass: 'regular', quantity: seatIds.length }],
      courier: false,
      captchaId,
      captchaCode: String(answersForTests?.get(captchaId)),
      ...(buyer ? {} : { contact: visitor }),
      ...more,
    },
  })
  expect(answer.status).toBe(201)
  return answer.body
}
const readBack = (buyer: Buyer | undefined, bookingId: string) =>
  call(server, { url: `/api/cinema/booking/${bookingId}.do?locale=en_US`, headers: as(buyer) })

describe('reading a cinema booking back', () => {
  it("answers a visitor's booking by its number: the same show, seats, tickets and charges", async () => {
    const booking = await book(undefined, ['E-1', 'E-2'], {
      tickets: [
        { ticketClass: 'regular', quantity: 1 },
        { ticketClass: 'senior', quantity: 1 },
      ],
      courier: true,
      deliveryAddress: { region: 'hongKong', address: 'Flat 3A, 10 Shing Mun Road, Tsuen Wan' },
    })
    const again = await readBack(undefined, booking.bookingId)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(booking)
    expect(again.body).toMatchObject({ seats: ['E-1', 'E-2'], courierFee: 35, total: 181 })
    // a visitor's booking is not a member's to read (nor to pay)
    expect((await readBack(members[0], booking.bookingId)).status).toBe(404)
  })

  it("answers a member's booking to that member only", async () => {
    const booking = await book(members[0], ['F-1', 'F-2'])
    const again = await readBack(members[0], booking.bookingId)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(booking)
    expect((await readBack(members[1], booking.bookingId)).status).toBe(404)
    expect((await readBack(undefined, booking.bookingId)).status).toBe(404)
    expect((await readBack(undefined, 'CB-20261201-0000000000')).status).toBe(404)
  })

  it('answers 404 once the booking is paid or its hold has lapsed', async () => {
    const paid = await book(undefined, ['E-3', 'E-4'])
    const sale = await call(server, {
      method: 'POST',
      url: `/api/cinema/booking/${paid.bookingId}/confirm.do?locale=en_US`,
      payload: { previewId: paid.bookingId, cardToken: testTokens.approve },
    })
    expect(sale.status).toBe(200)
    expect((await readBack(undefined, paid.bookingId)).status).toBe(404)

    const lapsing = await book(members[1], ['F-3', 'F-4'])
    expect((await readBack(members[1], lapsing.bookingId)).status).toBe(200)
    server.clock.now = new Date(+server.clock.now + 60 * 60_000)
    expect((await readBack(members[1], lapsing.bookingId)).status).toBe(404)
  })
})
