// The last concessions, raced for (issue 34, docs/decisions/0006-selling.md): a dozen buyers at
// once, over real HTTP, each asking for one student ticket of a quota of three, in general
// admission (a quantity per type) and on the seat plan (a seat each, in rows of their own).
// Exactly the quota is held, and every other buyer is told the concession is sold out. The
// control run switches the row locks off (server/services/selling/locking.ts) and must
// oversell, or this test could not fail. On PGlite, and on PostgreSQL in its project.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTokens } from '../../server/services/payments/simulatedGateway'
import { insertBuyers } from '../../server/testing/buyers'
import { startTestServer, type TestServer } from '../../server/testing/harness'
import {
  insertSellingFixture,
  type SellingFixture,
  sellingNow,
} from '../../server/testing/sellingFixture'
import { rowLocksDuring } from '../../server/testing/sellingLocks'

const buyerCount = 12
const quota = 3
const controlTries = 3

describe.each([
  ['with row locks', true],
  ['control run, locks switched off', false],
])('the last student tickets, %s', (_, locks) => {
  let server: TestServer
  let url: string
  let buyers: Awaited<ReturnType<typeof insertBuyers>>
  let shows = 0
  rowLocksDuring(locks)

  /** A fresh concert (a row of ten for each buyer, and row A) whose two shows sell three student tickets each. */
  async function freshShow(): Promise<SellingFixture> {
    const db = server.database.db
    const show = await insertSellingFixture(db, {
      rows: buyerCount + 1,
      seatsPerRow: 10,
      aisleAfter: 0,
      gaCapacity: 50,
      base: 9300 + ++shows,
    })
    await sql`
      insert into event_ticket_types (event_id, ticket_type) values (${show.eventId}, 'student')
    `.execute(db)
    await sql`
      insert into ticket_type_prices (performance_id, price_zone_id, ticket_type, price_cents, quota)
      select p, z, 'student', 10000, ${quota}
      from unnest(array[${show.reservedId}, ${show.reservedId}, ${show.gaId}]::int[],
        array[${show.zoneIds[0]}, ${show.zoneIds[1]}, ${show.zoneIds[0]}]::int[]) as t (p, z)
    `.execute(db)
    return show
  }

  beforeAll(async () => {
    server = await startTestServer({
      now: sellingNow,
      pool: { poolSize: 10, connectionTimeoutMillis: 30_000 },
      seed: async ({ db }, now) => {
        buyers = await insertBuyers(db, buyerCount, now, 'concession')
      },
    })
    url = await server.app.listen({ port: 0, host: '127.0.0.1' })
  }, 120_000)
  afterAll(() => server?.close())

  const hold = (token: string, body: object) =>
    fetch(`${url}/api/basket/hold.do?locale=en_US`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (answer) => ({ status: answer.status, body: await answer.json() }))

  /** Student tickets held now, and sold, on the performance. */
  async function taken(performanceId: number) {
    const { rows } = await sql<{ n: number }>`
      select ((select count(*) from seats s where s.performance_id = ${performanceId}
          and s.ticket_type = 'student' and s.held_until > ${server.clock.now})
        + (select coalesce(sum(g.quantity), 0) from ga_holds g
          where g.performance_id = ${performanceId} and g.ticket_type = 'student'
            and g.held_until > ${server.clock.now})
        + (select coalesce(sum(t.sold), 0) from ticket_type_prices t
          where t.performance_id = ${performanceId}))::int as n
    `.execute(server.database.db)
    return rows[0]?.n ?? 0
  }

  it.each(['generalAdmission', 'reserved'] as const)(
    'holds exactly the quota in %s, and tells the others it is sold out',
    async (kind) => {
      let oversold = false
      for (let tried = 0; tried < (locks ? 1 : controlTries) && !oversold; tried++) {
        const show = await freshShow()
        const performanceId = kind === 'reserved' ? show.reservedId : show.gaId
        const rows = 'ABCDEFGHIJKLM'
        const answers = await Promise.all(
          buyers.map((buyer, n) => {
            // a row each (rows B… are the cheaper zone, whose quota is the one raced for)
            const seatId = show.seat(rows[1 + n] ?? 'B', 1)
            return hold(
              buyer.token,
              kind === 'reserved'
                ? {
                    performanceId,
                    seatIds: [seatId],
                    ticketTypes: [{ seatId, ticketType: 'student' }],
                  }
                : {
                    performanceId,
                    quantities: [
                      { priceZoneId: show.zoneIds[0], quantity: 1, ticketType: 'student' },
                    ],
                  },
            )
          }),
        )
        const granted = answers.filter((answer) => answer.status === 201)
        const count = await taken(performanceId)
        if (locks) {
          expect(granted).toHaveLength(quota)
          expect(count).toBe(quota)
          for (const refused of answers.filter((answer) => answer.status !== 201)) {
            expect(refused.body.code).toBe('TICKET_TYPE_SOLD_OUT')
          }
        } else if (count > quota || granted.length > quota) {
          oversold = true
        }
      }
      if (!locks) expect(oversold).toBe(true)
    },
    (locks ? 1 : controlTries) * 60_000,
  )

  it.skipIf(!locks)('sells no more than the quota when the holders pay', async () => {
    const show = await freshShow()
    const sold: number[] = []
    for (const buyer of buyers.slice(0, quota + 1)) {
      const held = await hold(buyer.token, {
        performanceId: show.gaId,
        quantities: [{ priceZoneId: show.zoneIds[0], quantity: 1, ticketType: 'student' }],
      })
      if (held.status !== 201) continue
      const headers = { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' }
      const preview = await fetch(`${url}/api/checkout.do?locale=en_US`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ collectionMethod: 'boxOffice', paymentMethod: 'visa' }),
      }).then((answer) => answer.json())
      const paid = await fetch(`${url}/api/payment.do?locale=en_US`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ previewId: preview.previewId, cardToken: testTokens.approve }),
      })
      sold.push(paid.status)
    }
    expect(sold).toEqual([200, 200, 200])
    const { rows } = await sql<{ sold: number }>`
      select sold from ticket_type_prices where performance_id = ${show.gaId}
    `.execute(server.database.db)
    expect(rows[0]?.sold).toBe(quota)
  })
})
