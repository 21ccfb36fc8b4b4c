import { describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../../domain/hongKongTime'
import type { Database } from '../../db/database'
import {
  type BallotFixture,
  ballotMember,
  drawAt,
  ledgerSum,
  signIn,
} from '../../testing/ballotFixture'
import { ballotServers } from '../../testing/ballotServer'
import { call, type TestServer } from '../../testing/harness'
import { type JobDeps, type JobName, jobHandlers } from '../jobs/definitions'
import { simulatedGateway } from '../payments/simulatedGateway'
import { drawPerformance, runBallot } from './draw'
import { drawBallot } from './matching'

const start = ballotServers()

type Headers = Record<string, string>
async function wish(
  s: TestServer,
  headers: Headers,
  body: { performanceId: number; priceZoneId: number; quantity: number },
): Promise<number> {
  const answer = await call(s, {
    method: 'POST',
    url: '/api/ticketWishlist.do',
    headers,
    payload: { deliveryMethod: 'eTicket', ...body },
  })
  expect(answer.status).toBe(201)
  return answer.body.id
}

/** What the scheduled jobs do at `now`: close the due ballots, then run each draw sent. */
async function runScheduledDraws(database: Database, now: Date) {
  const sent: { name: JobName; data: object }[] = []
  const deps: JobDeps = {
    db: database.db,
    now: () => now,
    gateway: simulatedGateway(database.db, () => now),
    smtpUrl: undefined,
    holdMinutes: 10,
    send: async (name, data) => sent.push({ name, data }),
  }
  const handlers = jobHandlers(deps)
  await handlers['ballot-close'](null)
  const outputs = []
  for (const job of sent) outputs.push(await handlers[job.name](job.data))
  return { sent, outputs }
}

/** The member buys a points package by card (the simulated gateway approves it). */
const buyPoints = (s: TestServer, headers: Headers, packageId: number) =>
  call(s, {
    method: 'POST',
    url: '/api/user/buyPoints.do',
    headers,
    payload: { packageId, paymentMethod: 'visa', cardToken: 'tok_visa_4242' },
  })

/** The member pays a won wish with their points (answers in English). */
const payWish = (s: TestServer, headers: Headers, id: number) =>
  call(s, { method: 'POST', url: `/api/ticketWishlist/${id}/payment.do?locale=en_US`, headers })

async function wishes(db: Database['db'], performanceId: number) {
  return db
    .selectFrom('wish_list_entries')
    .selectAll()
    .where('performance_id', '=', performanceId)
    .orderBy('id')
    .execute()
}

const gold = (f: BallotFixture, quantity: number) => ({
  performanceId: f.reservedId,
  priceZoneId: f.gold,
  quantity,
})

describe('the ballot draw', () => {
  it('runs when the ballot closes, once, and is reproduced exactly from its stored seed', async () => {
    const { s, fixture, db } = await start()
    const members = []
    for (let i = 0; i < 8; i++) {
      const member = await ballotMember(db, `fan${i}@example.com.hk`, {
        points: i % 2 === 0 ? 4000 : 0,
      })
      await wish(s, member.headers, gold(fixture, 2))
      members.push(member)
    }
    // before it closes nothing is drawn
    expect(
      (await runScheduledDraws(s.database, hongKongInstant(2026, 12, 25, 19, 59))).sent,
    ).toEqual([])
    const { sent } = await runScheduledDraws(s.database, drawAt)
    expect(sent).toEqual([{ name: 'ballot-draw', data: { performanceId: fixture.reservedId } }])

    const draw = await db
      .selectFrom('ballot_draws')
      .selectAll()
      .where('performance_id', '=', fixture.reservedId)
      .executeTakeFirstOrThrow()
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/)
    expect([...draw.entrant_order].sort()).toEqual(members.map((m) => m.id).sort())
    // anyone with the seed and the inputs gets the same order and results
    expect(drawBallot(draw.seed, draw.inputs)).toEqual({
      order: draw.entrant_order,
      results: draw.results,
    })

    const rows = await wishes(db, fixture.reservedId)
    const won = rows.filter((w) => w.status !== 'notMatched')
    expect(won.length).toBeGreaterThan(0)
    // every entrant is mailed their result in their own language (no request: a job), and
    // each wish the draw bought with points its ticket confirmation too
    const mails = await db.selectFrom('outbox').select(['to_address', 'subject']).execute()
    for (let i = 0; i < 8; i++) {
      const to = mails.filter((mail) => mail.to_address === `fan${i}@example.com.hk`)
      const bought = i % 2 === 0 && to.some((mail) => mail.subject.startsWith('你的 Citytix 門票'))
      expect(
        to.filter((mail) => mail.subject.startsWith('你的 Citytix 心願清單抽籤結果')),
      ).toHaveLength(1)
      expect(to).toHaveLength(bought ? 2 : 1)
    }
    const boughtWishes = rows.filter((w) => w.status === 'bought').length
    expect(mails.filter((mail) => mail.subject.startsWith('你的 Citytix 門票'))).toHaveLength(
      boughtWishes,
    )
    expect(rows.every((w) => ['bought', 'pointsNotPaid', 'notMatched'].includes(w.status))).toBe(
      true,
    )
    // no seat in two wishes, and never more gold seats than row A has
    const seats = won.flatMap((w) => (w.seat_info ?? '').split(', '))
    expect(new Set(seats).size).toBe(seats.length)
    expect(seats.length).toBeLessThanOrEqual(10)
    expect(seats.every((seat) => seat.startsWith('S-A-'))).toBe(true)
    // members with points bought; the others keep their seats until the deadline
    for (const w of won) {
      const rich = members.findIndex((m) => m.id === w.member_id) % 2 === 0
      expect(w.status).toBe(rich ? 'bought' : 'pointsNotPaid')
    }
    const sold = await db
      .selectFrom('seats')
      .select(['seat_id', 'status', 'held_until'])
      .where('performance_id', '=', fixture.reservedId)
      .where('seat_id', 'in', seats)
      .execute()
    for (const seat of sold) {
      const owner = won.find((w) => w.seat_info?.split(', ').includes(seat.seat_id))
      if (owner?.status === 'bought') expect(seat.status).toBe('sold')
      else
        expect(seat.held_until?.toISOString()).toBe(
          hongKongInstant(2026, 12, 27, 20, 1).toISOString(),
        )
    }
    for (const member of members) expect(await ledgerSum(db, member.id)).toBeGreaterThanOrEqual(0)

    // a second run (another worker, a retry) finds the draw and changes nothing
    const again = await runBallot(db, fixture.reservedId, { now: drawAt, holdMinutes: 10 })
    expect(again).toMatchObject({ drewNow: false, seed: draw.seed })
    expect(await wishes(db, fixture.reservedId)).toEqual(rows)
  })

  it('draws once when two runs race for the same performance', async () => {
    const { s, fixture, db } = await start()
    for (let i = 0; i < 4; i++) {
      const member = await ballotMember(db, `race${i}@example.com.hk`)
      await wish(s, member.headers, gold(fixture, 1))
    }
    const runs = await Promise.all([
      drawPerformance(db, fixture.reservedId, drawAt),
      drawPerformance(db, fixture.reservedId, drawAt),
    ])
    expect(runs.map((run) => run.drewNow).sort()).toEqual([false, true])
    expect(runs[0]?.seed).toBe(runs[1]?.seed)
    const holds = await db
      .selectFrom('holds')
      .select('id')
      .where('performance_id', '=', fixture.reservedId)
      .execute()
    expect(holds).toHaveLength(4)
  })

  it("follows each member's order of preference when the first choice is gone", async () => {
    const { s, fixture, db } = await start()
    const member = await ballotMember(db, 'ho@example.com.hk', { points: 4000 })
    const first = await wish(s, member.headers, gold(fixture, 2))
    const second = await wish(s, member.headers, {
      ...gold(fixture, 1),
      priceZoneId: fixture.silver,
    })
    const third = await wish(s, member.headers, {
      ...gold(fixture, 1),
      priceZoneId: fixture.silver,
    })
    // the gold row sold out before the ballot closed
    await db
      .updateTable('seats')
      .set({ status: 'sold' })
      .where('performance_id', '=', fixture.reservedId)
      .where('price_zone_id', '=', fixture.gold)
      .execute()
    await runScheduledDraws(s.database, drawAt)
    const rows = await wishes(db, fixture.reservedId)
    const status = Object.fromEntries(rows.map((w) => [w.id, w.status]))
    expect(status).toEqual({ [first]: 'notMatched', [second]: 'bought', [third]: 'notMatched' })
    expect(rows.find((w) => w.id === second)?.seat_info).toBe('S-B-1')
  })

  it('never sells a general-admission zone past its capacity', async () => {
    const { s, fixture, db } = await start()
    for (let i = 0; i < 6; i++) {
      const member = await ballotMember(db, `ga${i}@example.com.hk`, { points: 4000 })
      await wish(s, member.headers, {
        performanceId: fixture.gaId,
        priceZoneId: fixture.gold,
        quantity: 2,
      })
    }
    await runScheduledDraws(s.database, drawAt)
    const rows = await wishes(db, fixture.gaId)
    expect(rows.filter((w) => w.status === 'bought')).toHaveLength(3)
    expect(rows.filter((w) => w.status === 'notMatched')).toHaveLength(3)
    const quota = await db
      .selectFrom('ga_quotas')
      .select(['capacity', 'sold'])
      .where('performance_id', '=', fixture.gaId)
      .where('price_zone_id', '=', fixture.gold)
      .executeTakeFirstOrThrow()
    expect(quota).toEqual({ capacity: 6, sold: 6 })
  })

  it('leaves a winner without points "points not paid" until they top up and pay again', async () => {
    const { s, fixture, db } = await start()
    const member = await ballotMember(db, 'yip@example.com.hk', { points: 300 })
    const id = await wish(s, member.headers, gold(fixture, 2))
    await runScheduledDraws(s.database, drawAt)

    s.clock.now = hongKongInstant(2026, 12, 26, 10, 0)
    const headers = await signIn(db, member.id, s.clock.now)
    const listed = await call(s, { url: '/api/ticketWishlist.do?locale=en_US', headers })
    expect(listed.body.data[0]).toMatchObject({
      id,
      status: 'pointsNotPaid',
      seatInfo: expect.stringMatching(/^S-A-\d+, S-A-\d+$/),
      // the same seats by row and seat, to show by name
      seats: [
        { row: 'A', seat: expect.stringMatching(/^\d+$/) },
        { row: 'A', seat: expect.stringMatching(/^\d+$/) },
      ],
      total: 1813,
      result: { en: 'Matched. Insufficient points: top up and pay again.' },
    })
    const pay = () => payWish(s, headers, id)
    const short = await pay()
    expect(short.status).toBe(402)
    expect(short.body).toEqual({
      code: 'INSUFFICIENT_POINTS',
      message:
        'Insufficient points. Please top up and pay again under Member Services > Wish List.',
    })
    const topUp = await buyPoints(s, headers, 3)
    expect(topUp.body.balance).toBe(2300)
    const paid = await pay()
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ id, status: 'bought', pointsPaid: 1813 })
    // paying again changes nothing
    expect((await pay()).body).toMatchObject({ status: 'bought', pointsPaid: 1813 })
    expect(await ledgerSum(db, member.id)).toBe(2300 - 1813)
    const history = await call(s, { url: '/api/user/point_history.do?type=payment', headers })
    expect(history.body.data).toEqual([
      expect.objectContaining({
        points: -1813,
        description: {
          en: 'Wish list: Harbour Lights',
          'zh-Hans': '心愿清单：港湾灯影',
          'zh-Hant': '心願清單：港灣燈影',
        },
      }),
    ])
    const txnNo = history.body.data[0].txnNo
    const sale = await db
      .selectFrom('transactions')
      .select(['member_id', 'payment_method', 'ticket_count', 'grand_total_cents'])
      .where('txn_no', '=', txnNo)
      .executeTakeFirstOrThrow()
    expect(sale).toEqual({
      member_id: member.id,
      payment_method: 'points',
      ticket_count: 2,
      grand_total_cents: 181_300,
    })
    // the wish paid by points is confirmed by mail once, in the paying page's language
    const confirmations = await db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', 'yip@example.com.hk')
      .where('subject', 'like', 'Your Citytix tickets:%')
      .execute()
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]?.subject).toContain(txnNo)
    expect(confirmations[0]?.text_body).toMatch(/Row A, seat \d+/)
  })

  it('charges a wish once when a second request read it before the first one paid', async () => {
    const { s, fixture, db } = await start()
    const member = await ballotMember(db, 'lau@example.com.hk', { points: 300 })
    const id = await wish(s, member.headers, {
      performanceId: fixture.gaId,
      priceZoneId: fixture.gold,
      quantity: 1,
    })
    await runScheduledDraws(s.database, drawAt)
    s.clock.now = hongKongInstant(2026, 12, 26, 10, 0)
    const headers = await signIn(db, member.id, s.clock.now)
    // points enough to pay for the wish twice
    await buyPoints(s, headers, 3)
    const pay = () => payWish(s, headers, id)
    const first = await pay()
    expect(first.body).toMatchObject({ status: 'bought' })
    const txnOf = async () =>
      (
        await db
          .selectFrom('wish_list_entries')
          .select('txn_no')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).txn_no
    const paidAs = await txnOf()
    // a double click's second request, which read the wish while the first was still paying
    await db
      .updateTable('wish_list_entries')
      .set({ status: 'pointsNotPaid' })
      .where('id', '=', id)
      .execute()
    const second = await pay()
    expect([second.status, second.body.status]).toEqual([200, 'bought'])
    expect(await txnOf()).toBe(paidAs)
    const payments = await db
      .selectFrom('points_ledger')
      .select('points')
      .where('member_id', '=', member.id)
      .where('type', '=', 'payment')
      .execute()
    expect(payments).toHaveLength(1)
  })

  it('lets a winner give up a wish not paid yet: its seats go back on sale', async () => {
    const { s, fixture, db } = await start()
    const member = await ballotMember(db, 'ng@example.com.hk')
    const id = await wish(s, member.headers, gold(fixture, 2))
    await runScheduledDraws(s.database, drawAt)
    const [won] = await wishes(db, fixture.reservedId)
    expect(won?.status).toBe('pointsNotPaid')
    const seats = (won?.seat_info ?? '').split(', ')

    s.clock.now = hongKongInstant(2026, 12, 26, 10, 0)
    const headers = await signIn(db, member.id, s.clock.now)
    const cancelled = await call(s, {
      method: 'DELETE',
      url: `/api/ticketWishlist/${id}.do`,
      headers,
    })
    expect(cancelled.status).toBe(204)
    const freed = await db
      .selectFrom('seats')
      .select(['status', 'hold_id'])
      .where('performance_id', '=', fixture.reservedId)
      .where('seat_id', 'in', seats)
      .execute()
    expect(freed).toEqual(seats.map(() => ({ status: 'available', hold_id: null })))
    // after the draw it does not come back
    const restore = await call(s, {
      method: 'POST',
      url: `/api/ticketWishlist/${id}/restore.do`,
      headers,
    })
    expect([restore.status, restore.body.code]).toEqual([409, 'WISH_LIST_CLOSED'])
  })

  it('takes the seats again for a payment after the deadline, if nobody else has them', async () => {
    const { s, fixture, db } = await start()
    const member = await ballotMember(db, 'tam@example.com.hk')
    const id = await wish(s, member.headers, gold(fixture, 1))
    await runScheduledDraws(s.database, drawAt)
    const [won] = await wishes(db, fixture.reservedId)
    expect(won?.status).toBe('pointsNotPaid')

    // the deadline passed; the member tops up a day later
    s.clock.now = hongKongInstant(2026, 12, 28, 9, 0)
    const headers = await signIn(db, member.id, s.clock.now)
    await buyPoints(s, headers, 2)
    const paid = await payWish(s, headers, id)
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ status: 'bought', seatInfo: won?.seat_info })
  })
})
