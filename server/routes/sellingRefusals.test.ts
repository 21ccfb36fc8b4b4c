// Holds refused from memory (services/selling/refusalMemory.ts): a seat or a quantity the server
// saw taken a moment ago is refused with the database's own answer, for no longer than a seat
// plan is kept; once that time has passed, places freed through another server process are
// sold again; with SEAT_PLAN_CACHE_MS=0 every hold asks the database.
import { describe, expect, it } from 'vitest'
import { holdQuantities, holdSeats, releaseHold } from '../services/selling/holds'
import type { Buyer } from '../testing/buyers'
import { call, type TestServer } from '../testing/harness'
import type { SellingFixture } from '../testing/sellingFixture'
import { startSellingServer } from '../testing/sellingServer'

// longer than the servers' 300 ms, so a busy machine's pauses between requests do not end the
// moment early (the tests end it by moving the requests' clock)
const keptMs = 2000
const kept = await startSellingServer({
  buyers: 8,
  fixture: { maxTickets: 4, gaCapacity: 4 },
  config: { seatPlanCacheMs: keptMs },
})
const off = await startSellingServer({
  buyers: 4,
  buyerPrefix: 'off',
  fixture: { maxTickets: 4 },
  config: { seatPlanCacheMs: 0 },
})

function hold(
  { server, fixture }: { server: TestServer; fixture: SellingFixture },
  buyer: Buyer | undefined,
  body: { seatIds: string[] } | { quantity: number },
  locale = 'en_US',
) {
  return call(server, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers: { authorization: `Bearer ${buyer?.token}` },
    payload:
      'seatIds' in body
        ? { performanceId: fixture.reservedId, seatIds: body.seatIds }
        : {
            performanceId: fixture.gaId,
            quantities: [{ priceZoneId: fixture.zoneIds[0], quantity: body.quantity }],
          },
  })
}

/** Another server process holds `seatIds` (this one is not told); the hold's id. */
function holdElsewhere(
  { server, fixture, buyers }: typeof kept,
  seatIds: string[],
): Promise<string> {
  return holdSeats(
    server.database.db,
    { memberId: (buyers.at(-1) as Buyer).id, performanceId: fixture.reservedId, seatIds },
    { now: server.clock.now, holdMinutes: 10, locks: true },
  )
}
/** Another server process gives the hold back. */
async function releaseElsewhere({ server, buyers }: typeof kept, holdId: string) {
  const released = await releaseHold(server.database.db, holdId, (buyers.at(-1) as Buyer).id, {
    now: server.clock.now,
    locks: true,
  })
  expect(released).toBe(true)
}
const later = (server: TestServer, ms: number) => {
  server.clock.now = new Date(+server.clock.now + ms)
}

describe('refusing holds from memory', () => {
  const buyer = (n: number) => kept.buyers[n]

  it('refuses seats another process took with the database answer, and sells them once freed and the moment has passed', async () => {
    const seats = [kept.fixture.seat('A', 1), kept.fixture.seat('A', 2)]
    const held = await holdElsewhere(kept, seats)
    const fromDatabase = await hold(kept, buyer(0), { seatIds: seats })
    expect(fromDatabase.status).toBe(409)
    expect(fromDatabase.body.code).toBe('SEAT_UNAVAILABLE')
    // freed through the other process: this one still refuses for a moment, as its plan would
    // show them taken
    await releaseElsewhere(kept, held)
    const answered = kept.server.refusals.answered
    const fromMemory = await hold(kept, buyer(1), { seatIds: [seats[1] as string] })
    expect(kept.server.refusals.answered).toBe(answered + 1)
    expect({ status: fromMemory.status, body: fromMemory.body }).toEqual({
      status: fromDatabase.status,
      body: fromDatabase.body,
    })
    // in the buyer's language, as the database's refusal would be
    const inChinese = await hold(kept, buyer(1), { seatIds: seats }, 'zh_TW')
    expect(inChinese.status).toBe(409)
    expect(inChinese.body.message).toBe('你所選的部分座位已不再提供，請重新選擇。')
    later(kept.server, keptMs)
    const sold = await hold(kept, buyer(1), { seatIds: seats })
    expect(sold.status).toBe(201)
  })

  it('refuses the seats of a hold it granted, and the rest of the row as it read it', async () => {
    const seats = [kept.fixture.seat('B', 1), kept.fixture.seat('B', 2)]
    expect((await hold(kept, buyer(2), { seatIds: seats })).status).toBe(201)
    const answered = kept.server.refusals.answered
    expect((await hold(kept, buyer(3), { seatIds: seats })).body.code).toBe('SEAT_UNAVAILABLE')
    expect(kept.server.refusals.answered).toBe(answered + 1)
  })

  it('answers as the database would a request it would refuse for something else first', async () => {
    const taken = kept.fixture.seat('C', 1)
    await holdElsewhere(kept, [taken])
    expect((await hold(kept, buyer(4), { seatIds: [taken] })).body.code).toBe('SEAT_UNAVAILABLE')
    // more than one purchase allows
    const five = ['C', 'C', 'C', 'C', 'C'].map((row, n) => kept.fixture.seat(row, n + 1))
    expect((await hold(kept, buyer(4), { seatIds: five })).body.code).toBe('TICKET_LIMIT')
    // a buyer who holds seats here: the held ones count toward the limit
    const mine = [kept.fixture.seat('C', 9), kept.fixture.seat('C', 10)]
    expect((await hold(kept, buyer(5), { seatIds: mine })).status).toBe(201)
    const more = [taken, kept.fixture.seat('C', 2), kept.fixture.seat('C', 3)]
    expect((await hold(kept, buyer(5), { seatIds: more })).body.code).toBe('TICKET_LIMIT')
  })

  it('refuses general admission once the quota is gone, and sells what another process gave back once the moment has passed', async () => {
    const { server, fixture, buyers } = kept
    const taken = await holdQuantities(
      server.database.db,
      {
        memberId: (buyers.at(-1) as Buyer).id,
        performanceId: fixture.gaId,
        quantities: [{ priceZoneId: fixture.zoneIds[0], quantity: 4 }],
      },
      { now: server.clock.now, holdMinutes: 10, locks: true },
    )
    const fromDatabase = await hold(kept, buyer(6), { quantity: 2 })
    expect(fromDatabase.body.code).toBe('SEAT_UNAVAILABLE')
    await releaseElsewhere(kept, taken)
    const answered = server.refusals.answered
    // as many or more: refused from memory; fewer: asked
    const fromMemory = await hold(kept, buyer(0), { quantity: 3 })
    expect(fromMemory.body).toEqual(fromDatabase.body)
    expect(server.refusals.answered).toBe(answered + 1)
    expect((await hold(kept, buyer(0), { quantity: 1 })).status).toBe(201)
    later(server, keptMs)
    expect((await hold(kept, buyer(6), { quantity: 3 })).status).toBe(201)
  })
})

describe('with SEAT_PLAN_CACHE_MS=0', () => {
  it('asks the database for every hold', async () => {
    const seats = [off.fixture.seat('A', 1), off.fixture.seat('A', 2)]
    const held = await holdElsewhere(off, seats)
    expect((await hold(off, off.buyers[0], { seatIds: seats })).body.code).toBe('SEAT_UNAVAILABLE')
    await releaseElsewhere(off, held)
    expect((await hold(off, off.buyers[1], { seatIds: seats })).status).toBe(201)
    expect(off.server.refusals.answered).toBe(0)
  })
})
