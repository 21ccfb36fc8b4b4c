// The waiting room over the API: one place per member, the pre-queue shuffled from a seed
// anyone can check, the pass that only its owner can use, the pass a queued performance's
// seat plan, holds and checkout need, and everyone waiting told when it sells out.
import { describe, expect, it } from 'vitest'
import { positionOf, seedHashOf } from '../../domain/waitingRoom'
import { startSession } from '../services/sessions'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { sellingNow } from '../testing/sellingFixture'
import { startSellingServer } from '../testing/sellingServer'
import { bearer, join, queuePerformance, status, testSeed, tickAfter } from '../testing/waitingRoom'

const minutes = (n: number) => n * 60_000

async function queuedSale(options: { buyers: number; opensIn: number; gaCapacity?: number }) {
  const { server, fixture, buyers } = await startSellingServer({
    buyers: options.buyers,
    fixture: { maxTickets: 4, gaCapacity: options.gaCapacity ?? 20 },
    config: { botCheck: true },
  })
  await queuePerformance(server.database.db, fixture.gaId, {
    opensAt: new Date(+sellingNow + options.opensIn),
    admissionPerMinute: 60,
    activeCap: 50,
  })
  await server.waitingRoom.step()
  return { server, fixture, buyers }
}

const one = await queuedSale({ buyers: 6, opensIn: minutes(10) })
const member = (n: number) => one.buyers[n] as Buyer

const holdGa = (buyer: Buyer, pass?: string, locale = 'en_US', quantity = 2) =>
  call(one.server, {
    method: 'POST',
    url: `/api/basket/hold.do?locale=${locale}`,
    headers: { ...bearer(buyer), ...(pass ? { 'x-waiting-room-pass': pass } : {}) },
    payload: {
      performanceId: one.fixture.gaId,
      quantities: [{ priceZoneId: one.fixture.zoneIds[0], quantity }],
    },
  })

/** Time passes in minutes, in which these members keep asking for their status. */
async function stayFor(ms: number, members: number[], sale = one) {
  for (let left = ms; left > 0; left -= minutes(1)) {
    await tickAfter(sale.server, Math.min(left, minutes(1)))
    for (const n of members) await status(sale.server, sale.buyers[n] as Buyer, sale.fixture.gaId)
  }
}

describe('a queued performance before its opening', () => {
  it('shows the seed hash, not the seed, and asks for the bot check to join', async () => {
    const room = await call(one.server, `/api/waitingRoom/${one.fixture.gaId}.do?locale=en_US`)
    expect(room.status).toBe(200)
    expect(room.body).toMatchObject({ seedHash: seedHashOf(testSeed), seed: null, open: false })
    const unchecked = await call(one.server, {
      method: 'POST',
      url: `/api/waitingRoom/${one.fixture.gaId}/entry.do?locale=en_US`,
      headers: bearer(member(0)),
      payload: {},
    })
    expect(unchecked.status).toBe(400)
    expect(unchecked.body.code).toBe('BOT_CHECK_REQUIRED')
    // the pre-queue has started: the site is in its hot-event mode
    expect((await call(one.server, '/api/is_hot_event.do')).body).toEqual({ isHotEvent: true })
    const shuffle = await call(one.server, `/api/waitingRoom/${one.fixture.gaId}/shuffle.do`)
    expect(shuffle.status).toBe(409)
    expect(shuffle.body.code).toBe('WAITING_ROOM_NOT_OPEN')
  })

  it('gives a member one place across two logins', async () => {
    const first = await join(one.server, member(0), one.fixture.gaId)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ state: 'preQueue', place: null, pass: null })
    // the same member on another device: a second session, no bot check asked again
    const other = {
      id: member(0).id,
      token: (await startSession(one.server.database.db, member(0).id, sellingNow)).token,
    }
    const again = await call(one.server, {
      method: 'POST',
      url: `/api/waitingRoom/${one.fixture.gaId}/entry.do?locale=en_US`,
      headers: bearer(other),
      payload: {},
    })
    expect(again.status).toBe(200)
    expect(again.body.entryId).toBe(first.body.entryId)
    expect(again.body.entryNumber).toBe(first.body.entryNumber)
    expect((await status(one.server, other, one.fixture.gaId)).body.entryId).toBe(
      first.body.entryId,
    )
  })

  it('refuses the seat plan, a hold and a checkout without a pass, in the request’s language', async () => {
    const plan = await call(one.server, {
      url: `/api/performance/${one.fixture.gaId}/seatPlan.do?locale=zh_TW`,
      headers: bearer(member(0)),
    })
    expect(plan.status).toBe(403)
    expect(plan.body).toEqual({
      code: 'WAITING_ROOM_PASS_REQUIRED',
      message: '此門票發售設有輪候，請加入輪候並等候輪到你。',
    })
    const held = await holdGa(member(0))
    expect(held.status).toBe(403)
    expect(held.body).toEqual({
      code: 'WAITING_ROOM_PASS_REQUIRED',
      message: 'This sale has a queue. Please join it and wait for your turn.',
    })
    // the other performance of the event is not queued: it sells as before
    const elsewhere = await call(one.server, {
      url: `/api/performance/${one.fixture.reservedId}/seatPlan.do?locale=en_US`,
    })
    expect(elsewhere.status).toBe(200)
  })
})

describe('the opening', () => {
  it('shuffles the pre-queue by the published seed, then lets buyers in from the front', async () => {
    for (const n of [1, 2, 3, 4])
      expect((await join(one.server, member(n), one.fixture.gaId)).status).toBe(200)
    // they keep asking (a place is kept 5 minutes for a member who is away)
    await stayFor(minutes(10), [0, 1, 2, 3, 4])
    const shuffle = await call(one.server, `/api/waitingRoom/${one.fixture.gaId}/shuffle.do`)
    expect(shuffle.status).toBe(200)
    expect(shuffle.body.seed).toBe(testSeed)
    expect(seedHashOf(shuffle.body.seed)).toBe(shuffle.body.seedHash)
    const ids: string[] = shuffle.body.entryIds
    expect(ids).toHaveLength(5)
    // each member checks their own place from the seed and the list alone
    const room = { groupSize: ids.length, seed: shuffle.body.seed as string }
    const places = []
    for (const n of [0, 1, 2, 3, 4]) {
      const mine = (await status(one.server, member(n), one.fixture.gaId)).body
      expect(mine.state).toBe('waiting')
      expect(mine.seed).toBe(testSeed)
      const number = ids.indexOf(mine.entryId) + 1
      expect(number).toBe(mine.entryNumber)
      expect(mine.place).toBe(positionOf(number, room))
      places.push(mine.place)
    }
    expect([...places].sort()).toEqual([1, 2, 3, 4, 5])
    // a late arrival goes behind the whole pre-queue
    const late = await join(one.server, member(5), one.fixture.gaId)
    expect(late.body).toMatchObject({ state: 'waiting', entryNumber: 6 })
    await one.server.waitingRoom.refresh()
    expect((await status(one.server, member(5), one.fixture.gaId)).body.place).toBe(6)
    // 60 a minute: two seconds let two in
    await tickAfter(one.server, 2000)
    const first = places.indexOf(1)
    const second = places.indexOf(2)
    const third = places.indexOf(3)
    expect((await status(one.server, member(first), one.fixture.gaId)).body.state).toBe('yourTurn')
    expect((await status(one.server, member(second), one.fixture.gaId)).body.state).toBe('yourTurn')
    const waiting = (await status(one.server, member(third), one.fixture.gaId)).body
    expect(waiting).toMatchObject({ state: 'waiting', place: 1, ahead: 0 })
    expect(waiting.estimatedWaitSeconds).toBeGreaterThan(0)
  })

  it('lets the pass work for its owner only', async () => {
    const statuses = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => status(one.server, member(n), one.fixture.gaId)),
    )
    const owner = statuses.findIndex((s) => s.body.state === 'yourTurn')
    const other = statuses.findIndex((s) => s.body.state === 'waiting')
    const pass = statuses[owner]?.body.pass.token as string
    const taken = await holdGa(member(other), pass, 'zh_CN')
    expect(taken.status).toBe(403)
    expect(taken.body).toEqual({
      code: 'WAITING_ROOM_PASS_REQUIRED',
      message: '此门票发售设有排队，请加入排队并等候轮到你。',
    })
    const plan = await call(one.server, {
      url: `/api/performance/${one.fixture.gaId}/seatPlan.do?locale=en_US`,
      headers: { ...bearer(member(owner)), 'x-waiting-room-pass': pass },
    })
    // a general-admission performance has no seat plan: what anyone gets without a room
    expect(plan.status).toBe(404)
    expect((await holdGa(member(owner), pass)).status).toBe(201)
    const checkout = await call(one.server, {
      method: 'POST',
      url: '/api/checkout.do?locale=en_US',
      headers: bearer(member(owner)),
      payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
    })
    expect(checkout.status).toBe(403)
    const withPass = await call(one.server, {
      method: 'POST',
      url: '/api/checkout.do?locale=en_US',
      headers: { ...bearer(member(owner)), 'x-waiting-room-pass': pass },
      payload: { collectionMethod: 'eTicket', paymentMethod: 'visa' },
    })
    expect(withPass.status).toBe(200)
  })

  it('ends the pass after its lifetime, and the member joins again at the back', async () => {
    const before = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => status(one.server, member(n), one.fixture.gaId)),
    )
    const owner = before.findIndex((s) => s.body.state === 'yourTurn')
    const pass = before[owner]?.body.pass.token as string
    // the others keep their places by asking now and then
    await stayFor(minutes(11), [0, 1, 2, 3, 4, 5])
    const expired = await holdGa(member(owner), pass)
    expect(expired.status).toBe(403)
    expect(expired.body.code).toBe('WAITING_ROOM_PASS_EXPIRED')
    expect((await status(one.server, member(owner), one.fixture.gaId)).body.state).toBe('expired')
    const again = await join(one.server, member(owner), one.fixture.gaId)
    expect(again.body.entryNumber).toBe(7)
  })
})

describe('selling out', () => {
  it('tells everyone waiting, and lets the next buyers in when a lapsed hold gives seats back', async () => {
    const sale = await queuedSale({ buyers: 5, opensIn: minutes(1), gaCapacity: 2 })
    const buyer = (n: number) => sale.buyers[n] as Buyer
    for (const n of [0, 1, 2, 3, 4]) await join(sale.server, buyer(n), sale.fixture.gaId)
    await tickAfter(sale.server, minutes(1))
    await tickAfter(sale.server, 1000)
    const all = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => status(sale.server, buyer(n), sale.fixture.gaId)),
    )
    const first = all.findIndex((s) => s.body.state === 'yourTurn')
    const held = await call(sale.server, {
      method: 'POST',
      url: '/api/basket/hold.do?locale=en_US',
      headers: { ...bearer(buyer(first)), 'x-waiting-room-pass': all[first]?.body.pass.token },
      payload: {
        performanceId: sale.fixture.gaId,
        quantities: [{ priceZoneId: sale.fixture.zoneIds[0], quantity: 2 }],
      },
    })
    expect(held.status).toBe(201)
    await tickAfter(sale.server, 1000)
    const after = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => status(sale.server, buyer(n), sale.fixture.gaId)),
    )
    const waiting = [0, 1, 2, 3, 4].filter((n) => after[n]?.body.state !== 'yourTurn')
    expect(waiting.length).toBeGreaterThan(0)
    for (const n of waiting) expect(after[n]?.body).toMatchObject({ state: 'soldOut', place: null })
    expect((await call(sale.server, `/api/waitingRoom/${sale.fixture.gaId}.do`)).body.soldOut).toBe(
      true,
    )
    // the room is empty again: the flag is off
    expect((await call(sale.server, '/api/is_hot_event.do')).body).toEqual({ isHotEvent: false })
    // the hold lapses (10 minutes): the seats go to the next in line
    await stayFor(minutes(11), [0, 1, 2, 3, 4], sale)
    await tickAfter(sale.server, 1000)
    const later = await Promise.all(
      waiting.map((n) => status(sale.server, buyer(n), sale.fixture.gaId)),
    )
    expect(later.map((s) => s.body.state)).toContain('yourTurn')
  })
})

describe('the status stream', () => {
  /** Reads `event: status` blocks off an event stream as they come. */
  async function* statusEvents(url: string) {
    const response = await fetch(url)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = block.split('\n').find((line) => line.startsWith('data: '))
        if (block.startsWith('event: status') && data) yield JSON.parse(data.slice(6))
      }
    }
  }

  it('pushes the place as it falls, then the turn with its pass, and ends', async () => {
    const sale = await queuedSale({ buyers: 3, opensIn: minutes(1) })
    const buyer = (n: number) => sale.buyers[n] as Buyer
    for (const n of [0, 1, 2]) await join(sale.server, buyer(n), sale.fixture.gaId)
    await tickAfter(sale.server, minutes(1))
    const everyone = await Promise.all(
      [0, 1, 2].map((n) => status(sale.server, buyer(n), sale.fixture.gaId)),
    )
    const last = everyone.findIndex((s) => s.body.place === 3)
    const address = await sale.server.app.listen({ port: 0, host: '127.0.0.1' })
    const events = statusEvents(
      `${address}/api/waitingRoom/stream/${everyone[last]?.body.streamKey}.do?locale=en_US`,
    )
    expect((await events.next()).value).toMatchObject({ state: 'waiting', place: 3 })
    await tickAfter(sale.server, 1000)
    expect((await events.next()).value).toMatchObject({ state: 'waiting', place: 2 })
    await tickAfter(sale.server, 2000)
    const turn = (await events.next()).value
    expect(turn).toMatchObject({ state: 'yourTurn', place: null })
    expect(turn.pass.token).toBe(
      (await status(sale.server, buyer(last), sale.fixture.gaId)).body.pass.token,
    )
    expect((await events.next()).done).toBe(true)
  })
})
