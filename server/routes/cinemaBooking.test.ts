// Booking cinema seats, logged in or not: the captcha, consecutive seats, the four ticket
// classes with their prices, the service fee per ticket and the courier once, then the receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answersForTests } from '../services/botCheck'
import { testTokens } from '../services/payments/simulatedGateway'
import { type Buyer, insertBuyers } from '../testing/buyers'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { insertSellingFixture, type SellingFixture, sellingNow } from '../testing/sellingFixture'

let server: TestServer
let fixture: SellingFixture
let member: Buyer

beforeAll(async () => {
  server = await startTestServer({
    now: sellingNow,
    seed: async ({ db }, now) => {
      fixture = await insertSellingFixture(db)
      ;[member] = (await insertBuyers(db, 1, now)) as [Buyer]
    },
  })
})
afterAll(() => server?.close())

/** A new captcha and the code its picture shows (known to the server only in tests). */
async function captcha() {
  const answer = await call(server, { url: '/api/cinema/captcha.do?locale=en_US' })
  expect(answer.status).toBe(200)
  expect(answer.body.image).toMatch(/^data:image\/svg\+xml;base64,/)
  const captchaId = String(answer.body.captchaId)
  return { captchaId, captchaCode: String(answersForTests?.get(captchaId)).toLowerCase() }
}

const visitor = { name: 'Lee Siu Ming', phone: '+852 6123 8899', email: 'siuming@example.com.hk' }

async function book(body: object, headers: Record<string, string> = {}) {
  return call(server, {
    method: 'POST',
    url: '/api/cinema/booking.do?locale=en_US',
    headers,
    payload: {
      showId: fixture.cinemaShowId,
      courier: false,
      ...(await captcha()),
      ...body,
    },
  })
}

function confirm(bookingId: string, headers: Record<string, string> = {}) {
  return call(server, {
    method: 'POST',
    url: `/api/cinema/booking/${bookingId}/confirm.do?locale=en_US`,
    headers,
    payload: {
      previewId: bookingId,
      cardToken: testTokens.approve.replace('visa_4242', 'mastercard_5454'),
    },
  })
}

describe('a cinema booking', () => {
  it('takes a visitor from seats to a receipt: ticket classes, service fee per ticket, courier once', async () => {
    const preview = await book({
      seatIds: ['F-3', 'F-4', 'F-5'],
      tickets: [
        { ticketClass: 'regular', quantity: 2 },
        { ticketClass: 'senior', quantity: 1 },
      ],
      courier: true,
      deliveryAddress: { region: 'hongKong', address: 'Flat 3A, 10 Shing Mun Road, Tsuen Wan' },
      contact: visitor,
    })
    expect(preview.status).toBe(201)
    expect(preview.body).toMatchObject({
      seats: ['F-3', 'F-4', 'F-5'],
      tickets: [
        { ticketClass: 'regular', quantity: 2, price: 75 },
        { ticketClass: 'senior', quantity: 1, price: 55 },
      ],
      serviceFee: 24,
      courierFee: 35,
      total: 264,
      movie: { title: { en: 'The Last Tram Home' } },
      show: { id: fixture.cinemaShowId, seatsAvailable: 13 },
    })
    expect(preview.body.bookingId).toMatch(/^CB-20261201-\d+$/)

    const receipt = await confirm(preview.body.bookingId)
    expect(receipt.status).toBe(200)
    expect(receipt.body).toMatchObject({
      event: { en: 'The Last Tram Home' },
      venue: { en: 'Harbour Cinema' },
      showStartsAt: '2026-12-05T19:40:00+08:00',
      ticketCount: 3,
      grandTotal: 264,
      seats: [
        { section: 'House 1', row: 'F', seat: '3', priceZone: { en: 'Regular' }, price: 75 },
        { section: 'House 1', row: 'F', seat: '4', priceZone: { en: 'Regular' }, price: 75 },
        { section: 'House 1', row: 'F', seat: '5', priceZone: { en: 'Senior' }, price: 55 },
      ],
      charges: { ticketTotal: 205, serviceFee: 24, deliveryFee: 35, grandTotal: 264 },
      collectionMethod: 'delivery',
      deliveryAddress: 'Flat 3A, 10 Shing Mun Road, Tsuen Wan',
      paymentMethod: 'mastercard',
      cardNumber: '5454 **** **** 5454',
      name: 'Lee Siu Ming',
      contactPhone: '+852 6123 8899',
    })
    expect(receipt.body.txnNo).toMatch(/^C20261201\d{6}$/)
    expect(receipt.body.calendar).toContain('DURATION:PT112M')

    const plan = await call(server, {
      url: `/api/cinema/show/${fixture.cinemaShowId}/seatPlan.do?locale=en_US`,
    })
    const row = plan.body.rows.find((r: { name: string }) => r.name === 'F')
    expect(row.seats.map((s: { status: string }) => s.status).slice(2, 5)).toEqual([
      'sold',
      'sold',
      'sold',
    ])
  })

  it('belongs to the member who booked it when logged in, with e-tickets', async () => {
    const headers = { authorization: `Bearer ${member.token}` }
    const preview = await book(
      { seatIds: ['E-1', 'E-2'], tickets: [{ ticketClass: 'studentChild', quantity: 2 }] },
      headers,
    )
    expect(preview.status).toBe(201)
    // a visitor cannot pay a member's booking
    expect((await confirm(preview.body.bookingId)).status).toBe(404)
    const receipt = await confirm(preview.body.bookingId, headers)
    expect(receipt.status).toBe(200)
    expect(receipt.body.eTickets).toHaveLength(2)
    const detail = await call(server, {
      url: `/api/receipt/${receipt.body.txnNo}.do?locale=zh_TW`,
      headers,
    })
    expect(detail.body.seats[0].priceZone['zh-Hant']).toBe('學生／小童')
    // the house by its name in the page's language, with the row and seat as people write them
    expect(detail.body.eTickets[0].seat).toBe('一號影院 E 排 1 號')
  })

  it('refuses a wrong captcha code, and the picture cannot be tried twice', async () => {
    const { captchaId, captchaCode } = await captcha()
    const body = {
      showId: fixture.cinemaShowId,
      seatIds: ['E-7', 'E-8'],
      tickets: [{ ticketClass: 'regular', quantity: 2 }],
      courier: false,
      contact: visitor,
    }
    const wrong = await call(server, {
      method: 'POST',
      url: '/api/cinema/booking.do?locale=en_US',
      payload: { ...body, captchaId, captchaCode: 'ZZZZZ' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe('BOT_CHECK_FAILED')
    const retry = await call(server, {
      method: 'POST',
      url: '/api/cinema/booking.do?locale=en_US',
      payload: { ...body, captchaId, captchaCode },
    })
    expect(retry.body.code).toBe('BOT_CHECK_FAILED')
  })

  it.each([
    ['seats apart', { seatIds: ['E-4', 'E-6'] }, 409, 'SEATS_NOT_CONSECUTIVE'],
    ['a seat already sold', { seatIds: ['F-5', 'F-6'] }, 409, 'SEAT_UNAVAILABLE'],
    [
      'fewer tickets than seats',
      { tickets: [{ ticketClass: 'regular', quantity: 1 }] },
      400,
      'VALIDATION_FAILED',
    ],
    ['a visitor without contact details', { contact: undefined }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_, change, status, code) => {
    const answer = await book({
      seatIds: ['E-4', 'E-5'],
      tickets: [{ ticketClass: 'regular', quantity: 2 }],
      contact: visitor,
      ...change,
    })
    expect(answer.status).toBe(status)
    expect(answer.body.code).toBe(code)
  })
})
