// The office's performances (issue #35): an event manager adds a general-admission performance
// with its own sale window and prices; the event's page shows it and a hold is refused until
// the sale opens; once tickets are held, changes that would touch them are refused in the
// request's language; every change is in the audit log.
import { describe, expect, it } from 'vitest'
import type { Buyer } from '../testing/buyers'
import { call } from '../testing/harness'
import { startSellingServer } from '../testing/sellingServer'
import { staffToken } from '../testing/staffSessions'

const { server, fixture, buyers } = await startSellingServer({ buyers: 2 })
const db = server.database.db
const [gold] = fixture.zoneIds
const manager = { authorization: `Bearer ${await staffToken(db, 'event_manager')}` }
const base = `/api/office/events/${fixture.eventId}/performances`
const buyer = buyers[0] as Buyer
const hkt = (ms: number) => new Date(+server.clock.now + ms).toISOString()
const day = 86_400_000

const office = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, locale = 'en_US') =>
  call(server, {
    method,
    url: `${url}?locale=${locale}`,
    headers: manager,
    ...(payload ? { payload } : {}),
  })
const hold = (performanceId: number) =>
  call(server, {
    method: 'POST',
    url: '/api/basket/hold.do?locale=en_US',
    headers: { authorization: `Bearer ${buyer.token}` },
    payload: { performanceId, quantities: [{ priceZoneId: gold, quantity: 2 }] },
  })

describe('office performances', () => {
  let id = 0
  const form = {
    startsAt: hkt(30 * day),
    seating: 'generalAdmission',
    salesOpenAt: hkt(2 * day),
    salesCloseAt: hkt(29 * day),
    hot: false,
  }

  it('adds a performance that the event page shows, not on sale before its window', async () => {
    const created = await office('POST', base, form)
    expect(created.status).toBe(200)
    id = created.body.id
    expect(created.body).toMatchObject({ seating: 'generalAdmission', hot: false, sold: 0 })
    const zones = await office('PUT', `${base}/${id}/priceZones`, {
      zones: [{ priceZoneId: gold, price: 480, quota: 10, ticketTypePrices: [] }],
    })
    expect(zones.status).toBe(200)
    expect(zones.body.zones).toMatchObject([{ priceZoneId: gold, price: 480, quota: 10, sold: 0 }])

    const list = await office('GET', base)
    expect(list.body.data.map((p: { id: number }) => p.id)).toContain(id)
    const page = await call(server, { url: `/api/event/${fixture.eventId}.do?locale=en_US` })
    const shown = page.body.performances.find((p: { id: number }) => p.id === id)
    expect(shown).toMatchObject({ status: 'notOnSale', priceZoneIds: [gold] })
    // the sale window has not opened: the hold is refused with the existing error
    const early = await hold(id)
    expect(early.status).toBe(409)
    expect(early.body.code).toBe('SEAT_UNAVAILABLE')
  })

  it('sells once the window opens, then refuses changes that would touch the held tickets', async () => {
    const opened = await office('PUT', `${base}/${id}`, { ...form, salesOpenAt: hkt(-day) })
    expect(opened.status).toBe(200)
    expect((await hold(id)).status).toBe(201)

    const lower = await office(
      'PUT',
      `${base}/${id}/priceZones`,
      { zones: [{ priceZoneId: gold, price: 480, quota: 1 }] },
      'zh_TW',
    )
    expect(lower.status).toBe(409)
    expect(lower.body).toEqual({
      code: 'CHANGE_BREAKS_SALES',
      message: '此更改會影響已售出的門票。',
    })
    const removed = await office('PUT', `${base}/${id}/priceZones`, { zones: [] })
    expect(removed.body.code).toBe('CHANGE_BREAKS_SALES')
    const switched = await office('PUT', `${base}/${id}`, {
      ...form,
      salesOpenAt: hkt(-day),
      seating: 'reserved',
    })
    expect(switched.body.code).toBe('CHANGE_BREAKS_SALES')
    const zones = await office('GET', `${base}/${id}/priceZones`)
    expect(zones.body.zones[0]).toMatchObject({ quota: 10, sold: 2 })
  })

  it('checks the form: closing after opening, prices in cents', async () => {
    const wrong = await office('POST', base, { ...form, salesCloseAt: hkt(day) })
    expect(wrong.status).toBe(400)
    expect(wrong.body.fields).toEqual({ salesCloseAt: 'The sale must close after it opens.' })
    const price = await office('PUT', `${base}/${id}/priceZones`, {
      zones: [{ priceZoneId: gold, price: 4.005, quota: 10 }],
    })
    expect(price.status).toBe(400)
    expect(Object.keys(price.body.fields)).toEqual(['zones.0.price'])
  })

  it('a hot performance gets its waiting room, 30 minutes of pre-queue by default', async () => {
    const hot = await office('PUT', `${base}/${id}`, {
      ...form,
      hot: true,
      admissionPerMinute: 120,
      activeCap: 50,
    })
    expect(hot.status).toBe(200)
    expect(hot.body.room).toEqual({
      preQueueAt: expect.any(String),
      admissionPerMinute: 120,
      activeCap: 50,
    })
    expect(+new Date(hot.body.room.preQueueAt)).toBe(+new Date(form.salesOpenAt) - 30 * 60_000)
    const room = await db
      .selectFrom('waiting_rooms')
      .select(['active_cap', 'opens_at'])
      .where('performance_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(room.active_cap).toBe(50)
  })

  it('writes every change to the audit log', async () => {
    const entries = await db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `performance:${id}`)
      .execute()
    expect(entries.map((e) => e.action)).toEqual([
      'createOfficePerformance',
      'setOfficePriceZones',
      'updateOfficePerformance',
      'updateOfficePerformance',
    ])
  })
})
