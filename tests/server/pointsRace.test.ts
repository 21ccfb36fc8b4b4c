// Paying with points under a race: one member, four won wishes and points for only two of them,
// paid by dozens of real HTTP requests at once (each wish several times over, the way a double
// click or a retry does). The member's row lock means the balance is checked and spent by one
// payment at a time: exactly two wishes are bought, each paid once, and the ledger never goes
// below zero. A control run without the lock (PostgreSQL) shows the overspending it prevents.
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { runBallot } from '../../server/services/ballot/draw'
import { addWish } from '../../server/services/ballot/wishList'
import {
  ballotMember,
  ballotNow,
  drawAt,
  insertBallotFixture,
  ledgerSum,
  signIn,
} from '../../server/testing/ballotFixture'
import { startTestServer, type TestServer } from '../../server/testing/harness'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  delete process.env.POINTS_LOCKS
})

/**
 * One member, four won wishes (one ticket each, 914 points) and 2,000 points, paid by
 * `copies` requests per wish at once over HTTP.
 */
async function race(copies: number) {
  server = await startTestServer({ now: ballotNow })
  const s = server
  await s.app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`
  const db = s.database.db
  const fixture = await insertBallotFixture(db)
  // four general-admission shows of the event, one ticket wished for in each
  const shows = [fixture.gaId]
  for (let i = 1; i < 4; i++) {
    const id = fixture.gaId + i * 10
    await db
      .insertInto('performances')
      .values({
        id,
        event_id: fixture.eventId,
        starts_at: hongKongInstant(2026, 12, 28, 20, 0),
        seating: 'generalAdmission',
      })
      .execute()
    await db
      .insertInto('ga_quotas')
      .values({ performance_id: id, price_zone_id: fixture.gold, capacity: 6 })
      .execute()
    shows.push(id)
  }
  const member = await ballotMember(db, 'race@example.com.hk')
  const wishIds: number[] = []
  for (const performanceId of shows) {
    const added = await addWish(
      db,
      member.id,
      { performanceId, priceZoneId: fixture.gold, quantity: 1, deliveryMethod: 'eTicket' },
      ballotNow,
    )
    wishIds.push(added.id)
  }
  for (const performanceId of shows) {
    await runBallot(db, performanceId, { now: drawAt, holdMinutes: 10 })
  }
  const won = await db
    .selectFrom('wish_list_entries')
    .select('status')
    .where('member_id', '=', member.id)
    .execute()
  expect(won.map((w) => w.status)).toEqual(Array(4).fill('pointsNotPaid'))

  // a ticket costs HKD 880 + 19 + 15 = 914 points: 2,000 pay for two
  const at = hongKongInstant(2026, 12, 26, 9, 0)
  s.clock.now = at
  await db
    .insertInto('points_ledger')
    .values({
      member_id: member.id,
      at,
      type: 'topUp',
      points: 2000,
      payment_amount_cents: 200_000,
      expires_on: '2027-12-26',
      txn_no: 'P2026122600001',
      description: JSON.stringify({ en: 'Bought', 'zh-Hans': '购买', 'zh-Hant': '購買' }),
    })
    .execute()
  const headers = await signIn(db, member.id, at)
  const answers = await Promise.all(
    wishIds.flatMap((id) =>
      Array.from({ length: copies }, () =>
        fetch(`${base}/api/ticketWishlist/${id}/payment.do`, { method: 'POST', headers }).then(
          async (response) => ({ id, status: response.status, body: await response.json() }),
        ),
      ),
    ),
  )
  const wishes = await db
    .selectFrom('wish_list_entries')
    .select(['id', 'status', 'txn_no'])
    .where('member_id', '=', member.id)
    .orderBy('id')
    .execute()
  const payments = await db
    .selectFrom('points_ledger')
    .select(['txn_no', 'points'])
    .where('member_id', '=', member.id)
    .where('type', '=', 'payment')
    .execute()
  return {
    s,
    answers,
    bought: wishes.filter((w) => w.status === 'bought'),
    unpaid: wishes.filter((w) => w.status === 'pointsNotPaid'),
    payments,
    balance: await ledgerSum(db, member.id),
  }
}

describe('paying with points while many payments race', () => {
  it('never spends more points than the member has', async () => {
    const { s, answers, bought, unpaid, payments, balance } = await race(8)
    expect(s.violations).toEqual([])
    expect(bought).toHaveLength(2)
    expect(unpaid).toHaveLength(2)
    // every answer for a bought wish says so; the others were told to top up
    for (const answer of answers) {
      const isBought = bought.some((w) => w.id === answer.id)
      expect([answer.id, answer.status]).toEqual([answer.id, isBought ? 200 : 402])
    }
    // each bought wish was paid once, and the ledger never went below zero
    expect(payments.map((p) => p.points)).toEqual([-914, -914])
    expect(payments.map((p) => p.txn_no).sort()).toEqual(bought.map((w) => w.txn_no).sort())
    expect(balance).toBe(2000 - 2 * 914)
  })

  // PGlite runs one transaction at a time, so only PostgreSQL can show what the lock prevents
  it.skipIf(!process.env.TEST_DATABASE_TEMPLATE_URL)(
    'overspends without the member lock (the control run: the race is real)',
    async () => {
      process.env.POINTS_LOCKS = 'off'
      const { bought, balance } = await race(1)
      expect(bought.length).toBeGreaterThan(2)
      expect(balance).toBeLessThan(0)
    },
  )
})
