// The seat rule at an aisle over the demo catalogue (what `npm start` seeds): at the theatre's
// first performance of Death of a Salesman, stalls row B has only B5 to B7 free together, between
// the aisle and sold seats. Two of them leave the third alone either way; the hold that leaves it
// against the aisle is refused, the one that leaves it beside the sold seats is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../seed/catalogue'
import { type Buyer, insertBuyers } from '../testing/buyers'
import { call, startTestServer, type TestServer } from '../testing/harness'

const now = new Date('2026-12-01T04:00:00Z')
const performanceId = 806101
let server: TestServer
let buyer: Buyer

beforeAll(async () => {
  server = await startTestServer({ now, seed: ({ db }, at) => seedCatalogue(db, at) })
  ;[buyer] = (await insertBuyers(server.database.db, 1, now)) as [Buyer]
}, 180_000)
afterAll(() => server.close())

const hold = (seatIds: string[], locale = 'en_US') =>
  call(server, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers: { authorization: `Bearer ${buyer.token}` },
    payload: { performanceId, seatIds },
  })

describe('the seat rule at an aisle', () => {
  it('finds row B as the case needs it: B4 alone, the aisle, B5 to B7 free, B8 sold', async () => {
    const plan = await call(server, `/api/performance/${performanceId}/seatPlan.do?locale=en_US`)
    const stalls = plan.body.sections.find((section: { id: string }) => section.id === 'stalls')
    const rowB = stalls.rows.find((row: { name: string }) => row.name === 'B')
    const seat = (n: number) => rowB.seats[n - 1]
    expect([3, 4, 5, 6, 7, 8].map((n) => seat(n).status)).toEqual([
      'sold',
      'available',
      'available',
      'available',
      'available',
      'sold',
    ])
    expect(seat(5).aisleBefore).toBe(true)
  })

  it('refuses B6 and B7, which would leave B5 alone against the aisle, with the catalogue’s error', async () => {
    const answer = await hold(['stalls-B-6', 'stalls-B-7'])
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({
      code: 'ORPHAN_SEAT',
      message:
        'Your choice would leave a single empty seat on its own. Please move your seats so that no single seat is left.',
    })
    const zh = await hold(['stalls-B-7', 'stalls-B-6'], 'zh_TW')
    expect(zh.body.code).toBe('ORPHAN_SEAT')
    expect(zh.body.message).not.toMatch(/[A-Za-z]{4}/)
  })

  it('takes B5 and B6, whose single seat left over is beside the sold ones', async () => {
    const answer = await hold(['stalls-B-5', 'stalls-B-6'])
    expect(answer.status).toBe(201)
  })
})
