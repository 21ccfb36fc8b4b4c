import { describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { type BallotFixture, ballotMember, signIn } from '../testing/ballotFixture'
import { ballotServers } from '../testing/ballotServer'
import { call, type TestServer } from '../testing/harness'

const startServer = ballotServers()

async function start() {
  const { s, fixture, db } = await startServer()
  const member = await ballotMember(db, 'chan@example.com.hk')
  return { s, fixture, member }
}

type Headers = Record<string, string>
const wish = (
  s: TestServer,
  headers: Headers,
  body: { performanceId: number; priceZoneId: number; quantity: number; deliveryMethod?: string },
) =>
  call(s, {
    method: 'POST',
    url: '/api/ticketWishlist.do',
    headers,
    payload: { deliveryMethod: 'eTicket', ...body },
  })
const list = async (s: TestServer, headers: Headers) =>
  (await call(s, { url: '/api/ticketWishlist.do', headers })).body

const gold = (f: BallotFixture, quantity: number) => ({
  performanceId: f.reservedId,
  priceZoneId: f.gold,
  quantity,
})

describe('the wish list', () => {
  it('adds wishes in order of preference with what each would cost', async () => {
    const { s, fixture, member } = await start()
    const first = await wish(s, member.headers, gold(fixture, 2))
    expect(first.status).toBe(201)
    // 2 × HKD 880, a HKD 19 service fee per ticket and HKD 15 handling
    expect(first.body).toMatchObject({
      sequence: 1,
      ticketType: { en: 'Gold', 'zh-Hant': '金區' },
      event: { en: 'Harbour Lights' },
      venue: { id: 'venue-7700' },
      performanceStartsAt: '2026-12-28T20:00:00+08:00',
      quantity: 2,
      unitPrice: 880,
      deliveryFee: 0,
      total: 1813,
      pointsPaid: 0,
      status: 'added',
    })
    const second = await wish(s, member.headers, {
      performanceId: fixture.gaId,
      priceZoneId: fixture.silver,
      quantity: 1,
      deliveryMethod: 'delivery',
    })
    // posted to the member's Hong Kong address: HKD 40
    expect(second.body).toMatchObject({ sequence: 2, deliveryFee: 40, total: 480 + 19 + 15 + 40 })
    const { data, ticketLimit } = await list(s, member.headers)
    expect(ticketLimit).toBe(4)
    expect(data.map((entry: { id: number }) => entry.id)).toEqual([first.body.id, second.body.id])
  })

  it('holds at most 4 tickets; a cancelled wish frees its tickets and can come back', async () => {
    const { s, fixture, member } = await start()
    const a = await wish(s, member.headers, gold(fixture, 2))
    await wish(s, member.headers, { ...gold(fixture, 2), priceZoneId: fixture.silver })
    const over = await wish(s, member.headers, gold(fixture, 1))
    expect([over.status, over.body.code]).toEqual([409, 'WISH_LIST_LIMIT'])
    // in the site's default language, Traditional Chinese
    expect(over.body.message).toBe('心願清單每人最多可登記4張門票。')

    const cancelled = await call(s, {
      method: 'DELETE',
      url: `/api/ticketWishlist/${a.body.id}.do`,
      headers: member.headers,
    })
    expect(cancelled.status).toBe(204)
    const one = await wish(s, member.headers, gold(fixture, 1))
    expect(one.status).toBe(201)
    // bringing back 2 tickets would make 5
    const restore = (id: number) =>
      call(s, {
        method: 'POST',
        url: `/api/ticketWishlist/${id}/restore.do`,
        headers: member.headers,
      })
    const refused = await restore(a.body.id)
    expect([refused.status, refused.body.code]).toEqual([409, 'WISH_LIST_LIMIT'])
    await call(s, {
      method: 'DELETE',
      url: `/api/ticketWishlist/${one.body.id}.do`,
      headers: member.headers,
    })
    const restored = await restore(a.body.id)
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ id: a.body.id, status: 'added', sequence: 1 })
    expect(restored.body.result).toBeUndefined()
  })

  it('moves a wish to another place in the order by the legacy sequence path', async () => {
    const { s, fixture, member } = await start()
    const ids: number[] = []
    for (const quantity of [1, 1, 1])
      ids.push((await wish(s, member.headers, gold(fixture, quantity))).body.id)
    const moved = await call(s, {
      method: 'POST',
      url: `/api/ticketWishlish/${ids[2]}/sequence.do`,
      headers: member.headers,
      payload: { sequence: 1 },
    })
    expect(moved.status).toBe(200)
    expect(
      moved.body.data.map((e: { id: number; sequence: number }) => [e.id, e.sequence]),
    ).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ])
    // a place past the end means last
    const last = await call(s, {
      method: 'POST',
      url: `/api/ticketWishlish/${ids[2]}/sequence.do`,
      headers: member.headers,
      payload: { sequence: 9 },
    })
    expect(last.body.data.map((e: { id: number }) => e.id)).toEqual([ids[0], ids[1], ids[2]])
  })

  it('changes nothing once the ballot has closed, 72 hours before the show', async () => {
    const { s, fixture, member } = await start()
    const added = await wish(s, member.headers, gold(fixture, 1))
    const cancelledEarly = await wish(s, member.headers, gold(fixture, 1))
    await call(s, {
      method: 'DELETE',
      url: `/api/ticketWishlist/${cancelledEarly.body.id}.do`,
      headers: member.headers,
    })
    s.clock.now = hongKongInstant(2026, 12, 25, 20, 0)
    const headers = await signIn(s.database.db, member.id, s.clock.now)
    const late = await wish(s, headers, gold(fixture, 1))
    expect([late.status, late.body.code]).toEqual([409, 'WISH_LIST_CLOSED'])
    const cancel = await call(s, {
      method: 'DELETE',
      url: `/api/ticketWishlist/${added.body.id}.do?locale=zh_TW`,
      headers,
    })
    expect(cancel.status).toBe(409)
    expect(cancel.body).toEqual({
      code: 'WISH_LIST_CLOSED',
      message: '此場次的抽籤已截止，此心願不能再作更改。',
    })
    const move = await call(s, {
      method: 'POST',
      url: `/api/ticketWishlish/${added.body.id}/sequence.do`,
      headers,
      payload: { sequence: 2 },
    })
    expect(move.body.code).toBe('WISH_LIST_CLOSED')
    const restore = await call(s, {
      method: 'POST',
      url: `/api/ticketWishlist/${cancelledEarly.body.id}/restore.do`,
      headers,
    })
    expect(restore.body.code).toBe('WISH_LIST_CLOSED')
    // nothing to pay before the draw
    const pay = await call(s, {
      method: 'POST',
      url: `/api/ticketWishlist/${added.body.id}/payment.do`,
      headers,
    })
    expect([pay.status, pay.body.code]).toEqual([409, 'WISH_NOT_PAYABLE'])
  })

  it("refuses a performance or price zone that does not exist, and another member's wish", async () => {
    const { s, fixture, member } = await start()
    const unknown = await wish(s, member.headers, { ...gold(fixture, 1), performanceId: 1 })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND'])
    const otherZone = await wish(s, member.headers, { ...gold(fixture, 1), priceZoneId: 1 })
    expect(otherZone.status).toBe(404)
    const mine = await wish(s, member.headers, gold(fixture, 1))
    const other = await ballotMember(s.database.db, 'lee@example.com.hk')
    for (const [method, url] of [
      ['DELETE', `/api/ticketWishlist/${mine.body.id}.do`],
      ['POST', `/api/ticketWishlist/${mine.body.id}/restore.do`],
      ['POST', `/api/ticketWishlist/${mine.body.id}/payment.do`],
    ] as const) {
      const answer = await call(s, { method, url, headers: other.headers })
      expect([url, answer.status]).toEqual([url, 404])
    }
    expect((await list(s, other.headers)).data).toEqual([])
  })

  it('refuses delivery when the post can no longer arrive before the show', async () => {
    const { s, fixture, member } = await start()
    s.clock.now = hongKongInstant(2026, 12, 22, 12, 0)
    const headers = await signIn(s.database.db, member.id, s.clock.now)
    const posted = await wish(s, headers, { ...gold(fixture, 1), deliveryMethod: 'delivery' })
    expect([posted.status, posted.body.code]).toEqual([409, 'DELIVERY_UNAVAILABLE'])
    const eTicket = await wish(s, headers, gold(fixture, 1))
    expect(eTicket.status).toBe(201)
  })
})
