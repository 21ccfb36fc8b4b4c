// The demo catalogue as a visitor meets it: every category, list and calendar filter has
// something to show whatever day the database is seeded, texts read in three languages, and
// every picture a page names can be fetched.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { calendarRange } from '../../domain/calendar'
import { calendarFilters } from '../../domain/filters'
import { hongKongInstant, inHongKong } from '../../domain/hongKongTime'
import type { LocalizedText } from '../db/schema'
import { call, startTestServer, type TestServer } from '../testing/harness'
import { seedCatalogue } from './catalogue'
import { buildCatalogue } from './catalogueRows'

// a Monday evening in Hong Kong
const now = hongKongInstant(2026, 11, 23, 19, 0)
const monthMs = 30.44 * 24 * 60 * 60 * 1000
const chinese = /[\u3400-\u9fff]/

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    now,
    seed: ({ db }, at) => db.transaction().execute((trx) => seedCatalogue(trx, at)),
  })
}, 120_000)

afterAll(async () => {
  await server?.close()
})

const rowsOf = async <T>(query: ReturnType<typeof sql<T>>) =>
  (await query.execute(server.database.db)).rows

const get = async (url: string) => {
  const answer = await call(server, url)
  expect(answer.status, `${url} → ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body
}

describe('the seeded catalogue', () => {
  test('has the twelve categories in menu order, each with events still to come', async () => {
    const categories = await rowsOf(sql<{ code: string; upcoming: number }>`
      select c.code, (select count(distinct e.id) from events e
        join performances p on p.event_id = e.id
        where e.category = c.code and p.starts_at >= ${now})::int as upcoming
      from categories c order by c.sort`)
    expect(categories.map((c) => c.code)).toEqual([
      'popConcert',
      'music',
      'band',
      'chineseOpera',
      'theatre',
      'dance',
      'arts',
      'family',
      'sports',
      'exhibition',
      'seminarForum',
      'movie',
    ])
    for (const category of categories) expect(category.upcoming, category.code).toBeGreaterThan(0)
  })

  test('fills every list, every region and the past events page', async () => {
    const lists = await rowsOf(sql<{ list: string; upcoming: number }>`
      select e.list, count(*)::int as upcoming from events e
      where exists (select 1 from performances p where p.event_id = e.id and p.starts_at >= ${now})
      group by e.list`)
    const upcoming = Object.fromEntries(lists.map((row) => [row.list, row.upcoming]))
    expect(upcoming.utsv).toBeGreaterThan(30)
    expect(upcoming.urbtix).toBeGreaterThanOrEqual(10)
    expect(upcoming.kdaf).toBeGreaterThanOrEqual(5)
    expect(upcoming.hkiff).toBeGreaterThanOrEqual(5)

    const regions = await rowsOf(sql<{ region: string }>`
      select distinct v.region from events e join venues v on v.id = e.venue_id
      join performances p on p.event_id = e.id where p.starts_at >= ${now}`)
    expect(regions.map((r) => r.region).sort()).toEqual(['hongKong', 'macau', 'mainland', 'others'])

    const past = await rowsOf(sql<{ id: number; first: Date; last: Date }>`
      select e.id, min(p.starts_at) as first, max(p.starts_at) as last
      from events e join performances p on p.event_id = e.id
      group by e.id having max(p.starts_at) < ${now}`)
    expect(past.length).toBeGreaterThanOrEqual(8)
    for (const event of past) {
      expect(+now - +new Date(event.last)).toBeGreaterThanOrEqual(monthMs * 0.9)
      expect(+now - +new Date(event.first)).toBeLessThanOrEqual(monthMs * 18)
    }
  })

  test('has events on sale, going on sale today, coming soon and sold out', async () => {
    const hk = inHongKong(now)
    const midnight = hongKongInstant(hk.year, hk.month, hk.day)
    const [counts] = await rowsOf(sql<Record<string, number>>`
      select
        count(*) filter (where on_sale_at <= ${now} and not sold_out)::int as on_sale,
        count(*) filter (where on_sale_at >= ${midnight} and on_sale_at <= ${now})::int as today,
        count(*) filter (where on_sale_at > ${now})::int as coming_soon,
        count(*) filter (where sold_out)::int as sold_out,
        count(*) filter (where daily_recommendation)::int as recommended,
        count(*) filter (where hot)::int as hot
      from events`)
    expect(counts?.on_sale).toBeGreaterThan(40)
    expect(counts?.today).toBeGreaterThanOrEqual(4)
    expect(counts?.coming_soon).toBeGreaterThanOrEqual(5)
    expect(counts?.sold_out).toBeGreaterThanOrEqual(3)
    expect(counts?.recommended).toBeGreaterThan(0)
    expect(counts?.hot).toBeGreaterThan(0)
  })

  test('has no ticket left for a sold-out event', async () => {
    const left = await rowsOf(sql<{ id: number }>`
      select distinct e.id from events e join performances p on p.event_id = e.id
      where e.sold_out and (
        exists (select 1 from seats s where s.performance_id = p.id and s.status = 'available')
        or exists (select 1 from ga_quotas q where q.performance_id = p.id and q.sold < q.capacity))`)
    expect(left).toEqual([])
  })

  test('prices every event, and sells reserved shows by the seat and the rest by zone', async () => {
    const unpriced = await rowsOf(sql<{ id: number }>`
      select e.id from events e where not exists (select 1 from price_zones z where z.event_id = e.id)`)
    expect(unpriced).toEqual([])

    const wrongSeating = await rowsOf(sql<{ id: number; seating: string }>`
      select p.id, p.seating from performances p
      where (p.seating = 'reserved') <> exists (select 1 from seats s where s.performance_id = p.id)
        or (p.seating = 'generalAdmission')
          <> exists (select 1 from ga_quotas q where q.performance_id = p.id)`)
    expect(wrongSeating).toEqual([])

    // a seat's zone belongs to the seat's own event
    const foreignZones = await rowsOf(sql<{ n: number }>`
      select count(*)::int as n from seats s join performances p on p.id = s.performance_id
      join price_zones z on z.id = s.price_zone_id where z.event_id <> p.event_id`)
    expect(foreignZones[0]?.n).toBe(0)

    const plans = await rowsOf(sql<{ seats: number; sold: number; blocked: number }>`
      select count(*)::int as seats, count(*) filter (where status = 'sold')::int as sold,
        count(*) filter (where status = 'blocked')::int as blocked
      from seats group by performance_id`)
    expect(plans.reduce((sum, plan) => sum + plan.seats, 0)).toBeLessThanOrEqual(70_000)
    for (const plan of plans) expect(plan.seats).toBeLessThanOrEqual(900)
    expect(plans.some((plan) => plan.sold > 0 && plan.sold < plan.seats)).toBe(true)
    expect(plans.some((plan) => plan.blocked > 0)).toBe(true)
    const [aisles] = await rowsOf(sql<{ aisles: number; wheelchairs: number }>`
      select count(*) filter (where aisle_before)::int as aisles,
        count(*) filter (where wheelchair)::int as wheelchairs from seats`)
    expect(aisles?.aisles).toBeGreaterThan(0)
    expect(aisles?.wheelchairs).toBeGreaterThan(0)
  })

  test('sells the concessions an event advertises as ticket types, at half price', async () => {
    // /Event/8012: full-time students, seniors 65+, people with disabilities, CSSA recipients
    const allowed = await rowsOf(sql<{ ticket_type: string }>`
      select ticket_type from event_ticket_types where event_id = 8012 order by ticket_type`)
    expect(allowed.map((a) => a.ticket_type)).toEqual(['cssa', 'disability', 'senior65', 'student'])
    const prices = await rowsOf(sql<{ price: number; half: number; quota: number }>`
      select z.price_cents as price, min(t.price_cents) as half,
        min(t.quota) as quota
      from ticket_type_prices t join price_zones z on z.id = t.price_zone_id
      join performances p on p.id = t.performance_id
      where p.event_id = 8012 group by z.price_cents order by z.price_cents desc`)
    expect(prices.map((p) => [p.price, p.half])).toEqual([
      [58000, 29000],
      [42000, 21000],
      [30000, 15000],
      [20000, 10000],
    ])
    // every allowed type has a price in every zone of every performance, and no type is
    // priced that its event does not allow
    const strays = await rowsOf(sql<{ n: number }>`
      select count(*)::int as n from ticket_type_prices t
      join performances p on p.id = t.performance_id
      left join event_ticket_types a on a.event_id = p.event_id and a.ticket_type = t.ticket_type
      where a.event_id is null`)
    expect(strays[0]?.n).toBe(0)
    // the film festival's fixed HK$75 concession
    const festival = await rowsOf(sql<{ price: number }>`
      select distinct t.price_cents as price from ticket_type_prices t
      join performances p on p.id = t.performance_id where p.event_id = 8091`)
    expect(festival.map((f) => f.price)).toEqual([7500])
  })

  test('writes every visitor text in English, Traditional and Simplified Chinese', async () => {
    const texts = await rowsOf(sql<{ place: string; text: LocalizedText | null }>`
      select 'category ' || code as place, name as text from categories
      union all select 'venue ' || id, name from venues
      union all select 'venue ' || id, address from venues
      union all select 'venue ' || id, district from venues
      union all select 'section ' || venue_id || ' ' || section_id, name from venue_sections
      union all select 'presenter ' || id, name from presenters
      union all select 'event ' || id, title from events
      union all select 'event ' || id, presenter from events
      union all select 'event ' || id, description from events
      union all select 'zone ' || id, name from price_zones
      union all select 'zone ' || id, concession from price_zones where concession is not null
      union all select 'banner ' || id, title from banners
      union all select 'popup ' || id, title from popup_events`)
    for (const { place, text } of texts) {
      expect(text, place).not.toBeNull()
      expect(text?.en.trim(), place).not.toBe('')
      expect(text?.['zh-Hant'], place).toMatch(chinese)
      expect(text?.['zh-Hans'], place).toMatch(chinese)
    }
  })

  test('gives descriptions two to four paragraphs of plain text', async () => {
    const descriptions = await rowsOf(sql<{ id: number; description: LocalizedText }>`
      select id, description from events`)
    for (const { id, description } of descriptions) {
      for (const language of ['en', 'zh-Hant', 'zh-Hans'] as const) {
        const paragraphs = description[language].split('\n\n')
        expect(paragraphs.length, `${id} ${language}`).toBeGreaterThanOrEqual(2)
        expect(paragraphs.length, `${id} ${language}`).toBeLessThanOrEqual(4)
        expect(description[language], `${id} ${language}`).not.toMatch(/<[a-z]/i)
      }
    }
  })

  test('stores every picture an event, banner, presenter or pop-up names', async () => {
    const missing = await rowsOf(sql<{ path: string }>`
      select path from (
        select image_url as path from events
        union select seat_plan_image_url from events
        union select image_url from banners
        union select logo_url from presenters
        union select image_url from popup_events
      ) named where not exists (select 1 from media m where m.path = named.path)`)
    expect(missing).toEqual([])
    const types = await rowsOf(
      sql<{ content_type: string }>`select distinct content_type from media`,
    )
    expect(types).toEqual([{ content_type: 'image/svg+xml' }])
  })

  test('shows banners today and links them and the pop-ups to events', async () => {
    const banners = await rowsOf(sql<{ id: number; link_url: string; showing: boolean }>`
      select id, link_url, starts_at <= ${now} and ends_at > ${now} as showing
      from banners order by id`)
    expect(banners.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    for (const banner of banners) {
      expect(banner.showing).toBe(true)
      expect(banner.link_url).toMatch(/^\/Event\/8\d{3}$/)
    }
    const popups = await rowsOf(sql<{ n: number }>`select count(*)::int as n from popup_events`)
    expect(popups[0]?.n).toBeGreaterThanOrEqual(2)
  })
})

describe('the catalogue rows', () => {
  // Monday morning, late evenings, a Saturday, a Sunday night, month and year ends
  const nows: [string, Date][] = [
    ['10:00 on a Monday', hongKongInstant(2026, 11, 23, 10, 0)],
    ['23:30 on a Monday', hongKongInstant(2026, 11, 23, 23, 30)],
    ['15:00 on a Saturday', hongKongInstant(2026, 11, 28, 15, 0)],
    ['23:30 on a Sunday', hongKongInstant(2026, 11, 29, 23, 30)],
    ['23:30 on the last day of a month', hongKongInstant(2026, 11, 30, 23, 30)],
    ['23:30 on 31 December', hongKongInstant(2026, 12, 31, 23, 30)],
    ['noon on 28 February', hongKongInstant(2027, 2, 28, 12, 0)],
    ['midnight on 1 January', hongKongInstant(2027, 1, 1, 0, 0)],
  ]

  test.each(nows)('give every calendar filter of the home list a show to come at %s', (_, at) => {
    const rows = buildCatalogue(at)
    const mainList = new Set(rows.events.filter((e) => e.list === 'utsv').map((e) => e.id))
    const starts = rows.performances
      .filter((p) => mainList.has(p.event_id))
      .map((p) => +new Date(p.starts_at))
    for (const filter of calendarFilters) {
      const range = calendarRange(filter, at)
      const from = Math.max(+range.start, +at)
      expect(
        starts.some((start) => start >= from && start < +range.end),
        filter,
      ).toBe(true)
    }
  })

  test('are the same for the same now', () => {
    expect(buildCatalogue(now)).toEqual(buildCatalogue(now))
  })

  test('number performances and price zones after their event', () => {
    const rows = buildCatalogue(now)
    for (const p of rows.performances) expect(Math.floor(p.id / 100)).toBe(p.event_id)
    for (const z of rows.priceZones) expect(Math.floor(z.id / 10)).toBe(z.event_id)
    for (const e of rows.events) {
      expect(e.id).toBeGreaterThanOrEqual(8001)
      expect(e.id).toBeLessThanOrEqual(8999)
    }
  })
})

describe('the site over the seeded catalogue', () => {
  test('lists events on the home page for every calendar filter', async () => {
    for (const filter of calendarFilters) {
      const body = await get(`/data/utsvEventList.json?when=${filter}`)
      expect(body.total, filter).toBeGreaterThan(0)
    }
    for (const list of [
      '/data/urbtixEventList.json',
      '/api/kdafEventList.do',
      '/api/hkiffEventList.do',
      '/data/utsvPassEventList.json',
    ]) {
      expect((await get(list)).data.length, list).toBeGreaterThan(0)
    }
  })

  test('answers every event page, and a seat plan of its first reserved show', async () => {
    const events = await rowsOf(sql<{ id: number; performance_id: number | null }>`
      select e.id, (select min(p.id) from performances p
        where p.event_id = e.id and p.seating = 'reserved') as performance_id
      from events e order by e.id`)
    for (const event of events) {
      const detail = await get(`/api/event/${event.id}.do`)
      expect(detail.priceZones.length, String(event.id)).toBeGreaterThan(0)
      if (event.performance_id) {
        const plan = await get(`/api/performance/${event.performance_id}/seatPlan.do`)
        expect(plan.sections.length, String(event.id)).toBeGreaterThan(0)
      }
    }
    expect(server.violations).toEqual([])
  })

  test('answers the venues, presenters, banners and pop-ups', async () => {
    const venues = await get('/api/venueList.do')
    for (const venue of venues.data) await get(`/api/venue/${venue.id}.do`)
    expect((await get('/data/brandedPresenterList.json')).data.length).toBeGreaterThanOrEqual(6)
    expect((await get('/data/bannerList.json')).data.length).toBe(8)
    expect((await get('/data/popupEventList.json')).data.length).toBeGreaterThanOrEqual(2)
    expect(server.violations).toEqual([])
  })
})
