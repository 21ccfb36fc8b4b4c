import { describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { drawBallot, entrantOrder } from '../services/ballot/matching'
import { ballotMember, drawAt } from '../testing/ballotFixture'
import { ballotServers } from '../testing/ballotServer'
import { call, type TestServer } from '../testing/harness'
import { staffToken } from '../testing/staffSessions'

const start = ballotServers()

type Headers = Record<string, string>
const wish = (
  s: TestServer,
  headers: Headers,
  body: { performanceId: number; priceZoneId: number; quantity: number },
) =>
  call(s, {
    method: 'POST',
    url: '/api/ticketWishlist.do?locale=en_US',
    headers,
    payload: { deliveryMethod: 'eTicket', ...body },
  })

const office = (s: TestServer, headers: Headers, method: 'GET' | 'POST', path: string) =>
  call(s, { method, url: `/api/office/ballots${path}`, headers })

async function manager(s: TestServer): Promise<Headers> {
  return { authorization: `Bearer ${await staffToken(s.database.db, 'event_manager')}` }
}

describe('the office ballots', () => {
  it('closes a ballot, refuses new wishes, draws it once from a seed anyone can check', async () => {
    const { s, fixture, db } = await start()
    const staff = await manager(s)
    const fans = []
    for (let i = 0; i < 6; i++) {
      const fan = await ballotMember(db, `ballot.fan${i}@example.com.hk`, { points: 4000 })
      expect(
        (
          await wish(s, fan.headers, {
            performanceId: fixture.reservedId,
            priceZoneId: fixture.gold,
            quantity: 2,
          })
        ).status,
      ).toBe(201)
      fans.push(fan)
    }
    const listed = await office(s, staff, 'GET', '')
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        performanceId: fixture.reservedId,
        state: 'open',
        wishes: 6,
        startsAt: '2026-12-28T20:00:00+08:00',
        closesAt: '2026-12-25T20:00:00+08:00',
      }),
    ])

    // an open ballot is not drawn
    const early = await office(s, staff, 'POST', `/${fixture.reservedId}/draw?locale=en_US`)
    expect([early.status, early.body.code]).toEqual([409, 'BALLOT_NOT_CLOSED'])

    const closed = await office(s, staff, 'POST', `/${fixture.reservedId}/close`)
    expect([closed.status, closed.body.state]).toEqual([200, 'closed'])
    // a member can no longer wish for it, and is told why in their language
    const late = await ballotMember(db, 'ballot.late@example.com.hk', { points: 4000 })
    const refused = await wish(s, late.headers, {
      performanceId: fixture.reservedId,
      priceZoneId: fixture.gold,
      quantity: 2,
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      code: 'WISH_LIST_CLOSED',
      message: 'The ballot for this performance has closed, so this wish can no longer be changed.',
    })
    const zh = await call(s, {
      method: 'POST',
      url: '/api/ticketWishlist.do?locale=zh_TW',
      headers: late.headers,
      payload: {
        deliveryMethod: 'eTicket',
        performanceId: fixture.reservedId,
        priceZoneId: fixture.gold,
        quantity: 2,
      },
    })
    expect(zh.body.message).toBe('此場次的抽籤已截止，此心願不能再作更改。')
    // the general-admission performance's ballot is still open
    expect(
      (
        await wish(s, late.headers, {
          performanceId: fixture.gaId,
          priceZoneId: fixture.gold,
          quantity: 1,
        })
      ).status,
    ).toBe(201)
    // the waiting wishes show "matching"
    const waiting = await call(s, { url: '/api/ticketWishlist.do', headers: fans[1]?.headers })
    expect(waiting.body.data.map((w: { status: string }) => w.status)).toEqual(['matching'])

    // opened again, members may wish again; closed once more for the draw
    const reopened = await office(s, staff, 'POST', `/${fixture.reservedId}/open`)
    expect(reopened.body.state).toBe('open')
    const again = await call(s, { url: '/api/ticketWishlist.do', headers: fans[1]?.headers })
    expect(again.body.data.map((w: { status: string }) => w.status)).toEqual(['added'])
    expect((await office(s, staff, 'POST', `/${fixture.reservedId}/close`)).body.state).toBe(
      'closed',
    )

    const before = await office(s, staff, 'GET', `/${fixture.reservedId}`)
    expect(before.body).toMatchObject({ ballot: { state: 'closed' }, draw: null })

    const drawn = await office(s, staff, 'POST', `/${fixture.reservedId}/draw`)
    expect(drawn.status).toBe(200)
    const { ballot, draw } = drawn.body
    expect(ballot.state).toBe('drawn')
    expect(draw.seed).toMatch(/^[0-9a-f]{64}$/)
    // the order is the members sorted by number, shuffled from the published seed
    const ids = fans.map((fan) => fan.id)
    expect(draw.order).toEqual(entrantOrder(draw.seed, ids))
    // row A holds the 10 gold seats, an aisle after the fifth: not every fan's pair fits
    const won = draw.results.filter((r: { outcome: string }) => r.outcome === 'matched')
    expect(won.length).toBeGreaterThan(0)
    expect(
      won.length +
        draw.results.filter((r: { outcome: string }) => r.outcome === 'notMatched').length,
    ).toBe(6)
    expect([draw.matched, draw.notMatched]).toEqual([won.length, 6 - won.length])
    // the winners are the first in the order
    expect(won.map((r: { memberId: number }) => r.memberId)).toEqual(
      draw.order.slice(0, won.length),
    )
    for (const result of won) expect(result.seats).toHaveLength(2)
    // from the seed and what the draw read, anyone gets the same order and results again
    const stored = await db
      .selectFrom('ballot_draws')
      .selectAll()
      .where('performance_id', '=', fixture.reservedId)
      .executeTakeFirstOrThrow()
    expect(stored.seed).toBe(draw.seed)
    const rerun = drawBallot(draw.seed, stored.inputs)
    expect(rerun.order).toEqual(draw.order)
    expect(
      rerun.results.map((r) => ({
        wishId: r.wishId,
        outcome: r.outcome,
        seats: r.outcome === 'matched' ? r.seatIds : [],
      })),
    ).toEqual(
      expect.arrayContaining(
        draw.results.map((r: { wishId: number; outcome: string; seats: string[] }) => ({
          wishId: r.wishId,
          outcome: r.outcome,
          seats: r.seats,
        })),
      ),
    )
    // each member sees their wish's result: the winners bought with their points
    for (const fan of fans) {
      const mine = await call(s, { url: '/api/ticketWishlist.do', headers: fan.headers })
      const result = draw.results.find((r: { memberId: number }) => r.memberId === fan.id)
      expect(mine.body.data[0].status).toBe(result.outcome === 'matched' ? 'bought' : 'notMatched')
    }
    expect((await office(s, staff, 'GET', `/${fixture.reservedId}`)).body).toEqual(drawn.body)

    // a second draw changes nothing
    const twice = await office(s, staff, 'POST', `/${fixture.reservedId}/draw?locale=en_US`)
    expect([twice.status, twice.body.code]).toEqual([409, 'BALLOT_ALREADY_DRAWN'])
    expect(twice.body.message).toBe(
      "This performance's ballot has already been drawn. A ballot is drawn once.",
    )
    const reopen = await office(s, staff, 'POST', `/${fixture.reservedId}/open`)
    expect(reopen.body.code).toBe('BALLOT_ALREADY_DRAWN')
    const count = await db
      .selectFrom('ballot_draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
    expect((await office(s, staff, 'GET', `/${fixture.reservedId}`)).body.draw.seed).toBe(draw.seed)

    // every change is in the audit log, the draw with its seed
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .orderBy('id')
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual([
      'closeOfficeBallot',
      'openOfficeBallot',
      'closeOfficeBallot',
      'drawOfficeBallot',
    ])
    expect(audit.every((entry) => entry.target === `ballot:${fixture.reservedId}`)).toBe(true)
    expect(audit[3]?.before).toMatchObject({ state: 'closed' })
    expect(audit[3]?.after).toMatchObject({ state: 'drawn', seed: draw.seed })
  })

  it('does not open a ballot again past its closing time, and draws one the time closed', async () => {
    const { s, fixture, db } = await start()
    const staff = await manager(s)
    const fan = await ballotMember(db, 'ballot.time@example.com.hk', { points: 4000 })
    await wish(s, fan.headers, {
      performanceId: fixture.gaId,
      priceZoneId: fixture.gold,
      quantity: 2,
    })
    s.clock.now = hongKongInstant(2026, 12, 25, 20, 0)
    const listed = await office(s, staff, 'GET', '')
    expect(listed.body.data).toEqual([
      expect.objectContaining({ performanceId: fixture.gaId, state: 'closed', wishes: 1 }),
    ])
    const open = await office(s, staff, 'POST', `/${fixture.gaId}/open?locale=zh_TW`)
    expect([open.status, open.body.code]).toEqual([409, 'BALLOT_PAST_CLOSING'])
    expect(open.body.message).toBe('此抽籤已過截止時間（演出前72小時），不能再重新開放。')
    s.clock.now = drawAt
    const drawn = await office(s, staff, 'POST', `/${fixture.gaId}/draw`)
    expect(drawn.status).toBe(200)
    expect(drawn.body.draw.results).toEqual([
      expect.objectContaining({ memberId: fan.id, outcome: 'matched', quantity: 2, seats: [] }),
    ])
    expect(drawn.body.draw.results[0].priceZone).toMatchObject({ 'zh-Hant': '金區' })
    const unknown = await office(s, staff, 'GET', '/999999')
    expect(unknown.status).toBe(404)
  })
})
