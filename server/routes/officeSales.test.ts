// The box office's sales figures and exports (issue #35), from real sales made through the
// selling API: what an event manager sees sold, held and available per zone and ticket type,
// the revenue by Hong Kong day, and the two CSV downloads; who may read them, and who not.
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18nFor } from '../i18n'
import { attendeesCsv, csvCell, salesCsv } from '../services/office/salesExports'
import { testTokens } from '../services/payments/simulatedGateway'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { sellingNow } from '../testing/sellingFixture'
import { startSellingServer } from '../testing/sellingServer'
import { staffToken } from '../testing/staffSessions'

const { server, fixture, buyers } = await startSellingServer({ buyers: 6, buyerPrefix: 'sales' })
const db = server.database.db
const [gold, silver] = fixture.zoneIds

const as = (token: string) => ({ authorization: `Bearer ${token}` })
const member = (n: number) => buyers[n] as Buyer

async function hold(buyer: Buyer, body: object) {
  const answer = await call(server, {
    method: 'POST',
    url: '/api/basket/hold.do?locale=en_US',
    headers: as(buyer.token),
    payload: body,
  })
  expect(answer.status).toBe(201)
}

/** Holds, checks out and pays: a sale as a member makes it. */
async function buy(buyer: Buyer, body: object) {
  await hold(buyer, body)
  const preview = await call(server, {
    method: 'POST',
    url: '/api/checkout.do?locale=en_US',
    headers: as(buyer.token),
    payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
  })
  expect(preview.status).toBe(200)
  const paid = await call(server, {
    method: 'POST',
    url: '/api/payment.do?locale=en_US',
    headers: as(buyer.token),
    payload: { previewId: preview.body.previewId, cardToken: testTokens.approve },
  })
  expect(paid.status).toBe(200)
}

let manager: string
let service: string
let door: string

beforeAll(async () => {
  manager = await staffToken(db, 'event_manager')
  service = await staffToken(db, 'customer_service')
  door = await staffToken(db, 'door_staff')
  await sql`
    insert into event_ticket_types (event_id, ticket_type) values (${fixture.eventId}, 'student')
  `.execute(db)
  await sql`
    insert into ticket_type_prices (performance_id, price_zone_id, ticket_type, price_cents, quota)
    values (${fixture.reservedId}, ${silver}, 'student', 24000, 5)
  `.execute(db)
  // a buyer whose name a spreadsheet would run as a formula
  await db
    .updateTable('members')
    .set({ first_name: '=HYPERLINK("http://evil.example")', last_name: 'Chan' })
    .where('id', '=', member(0).id)
    .execute()
  // a house seat, never sold
  await db
    .updateTable('seats')
    .set({ status: 'blocked' })
    .where('performance_id', '=', fixture.reservedId)
    .where('seat_id', '=', fixture.seat('C', 10))
    .execute()

  await buy(member(0), { performanceId: fixture.reservedId, seatIds: ['S-A-1', 'S-A-2'] })
  await buy(member(1), {
    performanceId: fixture.reservedId,
    seatIds: ['S-B-1', 'S-B-2'],
    ticketTypes: [{ seatId: 'S-B-1', ticketType: 'student' }],
  })
  await buy(member(2), {
    performanceId: fixture.gaId,
    quantities: [{ priceZoneId: gold, quantity: 3 }],
  })
  // in a basket, not paid
  await hold(member(3), { performanceId: fixture.reservedId, seatIds: ['S-C-1'] })
})

const figures = (performanceId: number, token = manager) =>
  call(server, {
    url: `/api/office/performances/${performanceId}/sales?locale=en_US`,
    headers: as(token),
  })

describe('a performance’s sales figures', () => {
  it('counts sold, held, house and available seats per zone and type, with the revenue', async () => {
    const answer = await figures(fixture.reservedId)
    expect(answer.status).toBe(200)
    expect(answer.body.performance).toMatchObject({
      id: fixture.reservedId,
      eventId: fixture.eventId,
      seating: 'reserved',
      eventTitle: { en: 'Harbour Lights' },
    })
    expect(answer.body.totals).toEqual({
      capacity: 30,
      sold: 4,
      held: 1,
      blocked: 1,
      available: 24,
      revenue: 880 * 2 + 480 + 240,
    })
    const [first, second] = answer.body.zones
    expect(first).toMatchObject({
      priceZoneId: gold,
      name: { en: 'Gold' },
      price: 880,
      capacity: 10,
      sold: 2,
      held: 0,
      blocked: 0,
      available: 8,
      revenue: 1760,
      ticketTypes: [{ ticketType: 'standard', price: 880, sold: 2, held: 0, revenue: 1760 }],
    })
    expect(second).toMatchObject({
      priceZoneId: silver,
      capacity: 20,
      sold: 2,
      held: 1,
      blocked: 1,
      available: 16,
      revenue: 720,
    })
    expect(second.ticketTypes).toEqual([
      { ticketType: 'standard', price: 480, sold: 1, held: 1, revenue: 480 },
      { ticketType: 'student', price: 240, sold: 1, held: 0, quota: 5, quotaLeft: 4, revenue: 240 },
    ])
    expect(answer.body.revenueByDay).toEqual([{ date: '2026-12-01', tickets: 4, revenue: 2480 }])
  })

  it('counts a general-admission quota the same way', async () => {
    const answer = await figures(fixture.gaId)
    expect(answer.status).toBe(200)
    expect(answer.body.totals).toMatchObject({ capacity: 20, sold: 3, held: 0, available: 17 })
    expect(answer.body.zones).toHaveLength(1)
    expect(answer.body.zones[0]).toMatchObject({ priceZoneId: gold, sold: 3, revenue: 2640 })
  })

  it('frees a lapsed hold, and puts a sale after midnight in Hong Kong on the next day', async () => {
    // 02:00 on 2 December in Hong Kong is still 1 December in UTC
    server.clock.now = new Date(+sellingNow + 12 * 60 * 60_000)
    try {
      await buy(member(4), { performanceId: fixture.reservedId, seatIds: ['S-B-5'] })
      const answer = await figures(fixture.reservedId)
      expect(answer.body.totals).toMatchObject({ sold: 5, held: 0, available: 24 })
      expect(answer.body.revenueByDay).toEqual([
        { date: '2026-12-01', tickets: 4, revenue: 2480 },
        { date: '2026-12-02', tickets: 1, revenue: 480 },
      ])
    } finally {
      server.clock.now = sellingNow
    }
  })

  it('lists the performances to choose from with their tickets sold', async () => {
    const answer = await call(server, {
      url: '/api/office/sales?locale=en_US',
      headers: as(service),
    })
    expect(answer.status).toBe(200)
    const ids = answer.body.data.map((row: { id: number }) => row.id)
    expect(ids).toContain(fixture.reservedId)
    expect(answer.body.data.find((row: { id: number }) => row.id === fixture.gaId).sold).toBe(3)
  })

  it('lets customer service read the figures, refuses door staff, and answers 404 for no such show', async () => {
    expect((await figures(fixture.reservedId, service)).status).toBe(200)
    const refused = await figures(fixture.reservedId, door)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('FORBIDDEN')
    const missing = await figures(999_999)
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('NOT_FOUND')
  })
})

const download = (performanceId: number, file: string, token = manager, locale = 'en_US') =>
  server.app.inject({
    url: `/api/office/performances/${performanceId}/${file}.csv?locale=${locale}`,
    headers: as(token),
  })

describe('the CSV downloads', () => {
  it('streams the sales, one line per ticket, with a byte order mark for Excel', async () => {
    const answer = await download(fixture.reservedId, 'sales')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="citytix-${fixture.reservedId}-sales.csv"`,
    )
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = answer.body.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Transaction,Date,Price zone,Ticket type,Seat,Price (HKD),Payment')
    const tickets = lines.slice(1)
    expect(tickets.length).toBeGreaterThanOrEqual(4)
    expect(tickets).toContainEqual(
      expect.stringMatching(
        /^T\w+,2026-12-01 14:00,Silver,Full-time student,"Stalls, row B, seat 1",240\.00,visa$/,
      ),
    )
    expect(tickets.filter((line) => line.includes(',Gold,Standard,'))).toHaveLength(2)
  })

  it('writes the attendee list in the reader’s language, with formulas made harmless', async () => {
    const answer = await download(fixture.reservedId, 'attendees', manager, 'zh_TW')
    expect(answer.statusCode).toBe(200)
    const lines = answer.body.slice(1).trimEnd().split('\r\n')
    expect(lines).toHaveLength(1 + (await transactionsOf(fixture.reservedId)))
    const first = lines.find((line) => line.includes('sales0@example.com.hk'))
    expect(first).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\) Chan",sales0@/)
    expect(first).toContain('堂座')
  })

  it('is the event manager’s alone: customer service is refused, and an unknown show is 404', async () => {
    expect((await download(fixture.reservedId, 'sales', service)).statusCode).toBe(403)
    expect((await download(fixture.reservedId, 'attendees', service)).statusCode).toBe(403)
    const missing = await download(999_999, 'sales')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('NOT_FOUND')
  })
})

describe('a large download', () => {
  const lines = async (from: AsyncGenerator<string>) => {
    const read: string[] = []
    for await (const line of from) read.push(line)
    return read
  }

  it('comes out the same a page of rows at a time as in one page, every ticket once', async () => {
    const i18n = i18nFor('en')
    const whole = await lines(salesCsv(db, i18n, fixture.reservedId))
    expect(whole.length).toBeGreaterThan(4)
    for (const pageSize of [1, 2, 3])
      expect(await lines(salesCsv(db, i18n, fixture.reservedId, pageSize))).toEqual(whole)
    const buyersWhole = await lines(attendeesCsv(db, i18n, fixture.reservedId))
    expect(await lines(attendeesCsv(db, i18n, fixture.reservedId, 1))).toEqual(buyersWhole)
  })
})

async function transactionsOf(performanceId: number) {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from transactions where performance_id = ${performanceId}
  `.execute(db)
  return rows[0]?.n ?? 0
}

describe('a CSV cell', () => {
  it('never starts with what a spreadsheet runs, and quotes what would break the line', () => {
    expect(csvCell('=1+2')).toBe("'=1+2")
    expect(csvCell('+85291234567')).toBe("'+85291234567")
    expect(csvCell('-5')).toBe("'-5")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('Stalls, row F')).toBe('"Stalls, row F"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('樓座')).toBe('樓座')
    expect(csvCell(480)).toBe('480')
  })
})
