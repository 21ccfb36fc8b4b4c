import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryIIIMinimumAge } from '../../domain/cinema'
import { cinemaTicketClasses } from '../../domain/cinemaTicketClasses'
import { deliveryChangeWorkingDays, deliveryRegions, deliveryTerms } from '../../domain/delivery'
import { addDays, inHongKong } from '../../domain/hongKongTime'
import { isMaintenanceWindow } from '../../domain/hours'
import { privacyRequestWorkingDays } from '../../domain/workingDays'
import { document } from '../contract/contract'
import type { LocalizedText } from '../db/schema'
import { call, startTestServer, type TestServer, testDatabase } from '../testing/harness'
import { seedContent } from './content'

// a Thursday, midday in Hong Kong
const now = new Date('2026-12-10T04:00:00Z')
const today = inHongKong(now).isoDate

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    now,
    seed: ({ db }) => db.transaction().execute((trx) => seedContent(trx, now)),
  })
})
afterAll(() => server.close())

const get = async (url: string) => {
  const answer = await call(server, url)
  expect(answer.status, `${url} → ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body
}

const han = /\p{Script=Han}/u
// characters that exist only in one script: a Simplified text with 們 or a Traditional one
// with 们 was converted badly or not at all
const traditionalOnly = /[們這會於與門網電買賣請選擇費號時間區]/
const simplifiedOnly = /[们这会于与门网电买卖请选择费号时间区]/

/** Every language filled in, Chinese in Chinese script, each in its own script, no HTML. */
function expectWritten(text: LocalizedText, where: string) {
  for (const language of ['en', 'zh-Hant', 'zh-Hans'] as const) {
    expect(text[language].trim(), `${where} ${language}`).not.toBe('')
    expect(text[language], `${where} ${language} is plain text`).not.toMatch(/<[a-z/]/i)
  }
  expect(text['zh-Hant'], `${where} zh-Hant`).toMatch(han)
  expect(text['zh-Hans'], `${where} zh-Hans`).toMatch(han)
  expect(text['zh-Hant'], `${where} zh-Hant`).not.toMatch(simplifiedOnly)
  expect(text['zh-Hans'], `${where} zh-Hans`).not.toMatch(traditionalOnly)
}

interface HelpPage {
  page: string
  title: LocalizedText
  sections: { anchor: string; heading: LocalizedText; body: LocalizedText }[]
  updatedAt: string
}
const helpPage = (page: string): Promise<HelpPage> => get(`/data/helpPages/${page}.json?t=1`)
const section = (page: HelpPage, anchor: string) => {
  const found = page.sections.find((s) => s.anchor === anchor)
  if (!found) throw new Error(`${page.page} has no section ${anchor}`)
  return found
}

describe('help pages', () => {
  const pageNames = (
    document as unknown as { components: { schemas: { HelpPageName: { enum: string[] } } } }
  ).components.schemas.HelpPageName.enum

  it('exist for every page the contract names, with several sections in three languages', async () => {
    expect(pageNames.length).toBeGreaterThan(10)
    for (const name of pageNames) {
      const page = await helpPage(name)
      expectWritten(page.title, `${name} title`)
      expect(page.sections.length, name).toBeGreaterThanOrEqual(3)
      for (const s of page.sections) {
        expect(s.anchor).toMatch(/^[a-z]+$/)
        expectWritten(s.heading, `${name}#${s.anchor} heading`)
        expectWritten(s.body, `${name}#${s.anchor} body`)
      }
      expect(new Set(page.sections.map((s) => s.anchor)).size, name).toBe(page.sections.length)
      expect(page.updatedAt <= today && page.updatedAt >= addDays(today, -60), name).toBe(true)
    }
  })

  it('put the privacy policy and the terms under the anchors other pages link to', async () => {
    const page = await helpPage('ReleaseNotes')
    const privacy = section(page, 'privacypolicy').body
    expect(privacy.en).toContain(`within ${privacyRequestWorkingDays} working days`)
    expect(privacy['zh-Hant']).toContain(`${privacyRequestWorkingDays}個工作天內`)
    const terms = section(page, 'termsconditions').body.en
    expect(terms).toContain('One person, one ticket')
    expect(terms).toContain('maximum number of tickets per transaction')
    expect(terms).toMatch(/bots.*prohibited.*cancelled/s)
    expect(terms).toContain('not refundable or exchangeable')
  })

  it('state the delivery fee and the last day for every region, as domain/delivery.ts has them', async () => {
    const fees = section(await helpPage('Delivery'), 'fees').body
    for (const region of deliveryRegions) {
      const { feeFromHkd, maxDays } = deliveryTerms[region]
      expect(fees.en).toContain(`from HK$${feeFromHkd};`)
      expect(fees.en).toContain(`at least ${maxDays} days before the show`)
      expect(fees['zh-Hant']).toContain(`港幣${feeFromHkd}元起`)
      expect(fees['zh-Hans']).toContain(`港币${feeFromHkd}元起`)
    }
    const changes = section(await helpPage('DeliveryChangeRequest'), 'when').body
    expect(changes.en).toContain(`${deliveryChangeWorkingDays} working days before the show`)
  })

  it('tell cinema-goers the admission rules', async () => {
    const rules = await helpPage('CinemaRules')
    expect(section(rules, 'admission').body.en).toBe(
      'Children under 6 are not admitted. Everyone aged 6 or above needs a ticket.',
    )
    expect(section(rules, 'categories').body.en).toContain(
      `Persons under ${categoryIIIMinimumAge} are not admitted to Category III films.`,
    )
    expect(section(rules, 'typhoon').body['zh-Hant']).toContain('八號風球')
  })
})

describe('the FAQ', () => {
  it('has nine sections and at least 35 questions, each answered in three languages', async () => {
    const faq: {
      data: {
        id: number
        items: { id: number; question: LocalizedText; answer: LocalizedText }[]
      }[]
    } = await get('/data/faqList.json?t=1')
    expect(faq.data.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const items = faq.data.flatMap((s) => s.items)
    expect(items.length).toBeGreaterThanOrEqual(35)
    expect(Math.min(...items.map((i) => i.id))).toBe(101)
    for (const s of faq.data) expect(s.items.length, `section ${s.id}`).toBeGreaterThan(0)
    for (const item of items) {
      expectWritten(item.question, `question ${item.id}`)
      expectWritten(item.answer, `answer ${item.id}`)
    }
  })
})

describe('news', () => {
  it('lists 8 to 12 items of the last two months, newest first, some linking to help pages', async () => {
    const news: {
      data: { title: LocalizedText; body: LocalizedText; publishedAt: string; linkUrl?: string }[]
    } = await get('/data/newsList.json?t=1')
    expect(news.data.length).toBeGreaterThanOrEqual(8)
    expect(news.data.length).toBeLessThanOrEqual(12)
    const dates = news.data.map((n) => Date.parse(n.publishedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(Math.min(...dates)).toBeGreaterThan(+now - 62 * 86_400_000)
    expect(news.data.filter((n) => n.linkUrl?.endsWith('.html')).length).toBeGreaterThan(2)
    for (const item of news.data) {
      expectWritten(item.title, 'news title')
      expectWritten(item.body, 'news body')
    }
  })
})

describe('outlets', () => {
  type Outlet = { id: number; district: LocalizedText; region: string; phone?: string }
  it('list box offices and kiosks across many districts', async () => {
    const offices: { data: Outlet[] } = await get('/api/boxOfficeList.do')
    const kiosks: { data: Outlet[] } = await get('/api/kioskList.do')
    expect(offices.data.length).toBeGreaterThanOrEqual(15)
    expect(kiosks.data.length).toBeGreaterThanOrEqual(20)
    expect(offices.data.every((o) => o.id >= 1 && o.id <= 40 && o.phone)).toBe(true)
    expect(kiosks.data.every((o) => o.id >= 101 && o.id <= 160)).toBe(true)
    const districts = (list: Outlet[]) => new Set(list.map((o) => o.district.en)).size
    expect(districts(offices.data)).toBeGreaterThanOrEqual(10)
    expect(districts(kiosks.data)).toBeGreaterThanOrEqual(15)
  })

  it('are found by district in any language, and box offices by region', async () => {
    const shaTin: { data: Outlet[] } = await get('/api/kioskList.do?keyword=%E6%B2%99%E7%94%B0')
    expect(shaTin.data.length).toBeGreaterThan(0)
    const macau: { data: Outlet[] } = await get('/api/boxOfficeList.do?region=macau')
    expect(macau.data.length).toBeGreaterThan(0)
  })
})

describe('the address tree', () => {
  type Node = { code: string; name: LocalizedText; children?: Node[] }
  const depth = (node: Node): number =>
    1 + Math.max(0, ...(node.children ?? []).map((child) => depth(child)))
  const leaves = (node: Node): Node[] => (node.children ? node.children.flatMap(leaves) : [node])

  it('reaches a district under every country, and has Hong Kong’s 18 districts', async () => {
    const tree: { data: Node[] } = await get('/api/addressList.do')
    const codes = tree.data.map((country) => country.code)
    expect(codes).toEqual(expect.arrayContaining(['HK', 'MO', 'CN', 'GB', 'US']))
    for (const country of tree.data) {
      expect(depth(country), country.code).toBe(4)
      for (const leaf of leaves(country)) expectWritten(leaf.name, leaf.code)
    }
    const hongKong = tree.data.find((c) => c.code === 'HK') as Node
    const districts = leaves(hongKong).map((leaf) => leaf.code)
    expect(districts).toHaveLength(18)
    // the district members are stored with
    expect(districts).toContain('HK-NT-ST')
    const mainland = tree.data.find((c) => c.code === 'CN') as Node
    const cities = mainland.children?.flatMap((province) => province.children ?? []) ?? []
    expect(cities.map((city) => city.name.en)).toEqual(
      expect.arrayContaining(['Guangzhou', 'Shenzhen', 'Zhuhai', 'Beijing', 'Shanghai']),
    )
  })
})

describe('site config', () => {
  it('shows the wish list, no chat, a grayscale period that is over, and the next maintenance', async () => {
    const config = await get('/data/config.json?t=1')
    expect(config.showWishList).toBe(true)
    expect(config.customerServiceChatUrl).toBeNull()
    expect(Date.parse(config.specificPeriodGray.effectiveTo)).toBeLessThan(+now)
    const { startsAt, endsAt, notice } = config.maintenance
    expect(startsAt).toBe('2026-12-16T00:00:00+08:00')
    expect(endsAt).toBe('2026-12-16T02:00:00+08:00')
    expect(isMaintenanceWindow(new Date(startsAt))).toBe(true)
    expectWritten(notice, 'maintenance notice')
    expect((await get('/api/is_hot_event.do')).isHotEvent).toBe(false)
  })
})

describe('the cinema', () => {
  type Show = {
    id: number
    startsAt: string
    prices: { ticketClass: string; price: number }[]
    seatsAvailable: number
    seatsSold: number
  }
  type Schedule = { movies: { movie: { id: number; posterUrl: string }; shows: Show[] }[] }

  it('has shows on each of the next 7 Hong Kong days, each with all four ticket classes priced', async () => {
    for (let day = 0; day < 7; day++) {
      const date = addDays(today, day)
      const schedule: Schedule = await get(`/api/cinema/schedule.do?date=${date}`)
      const shows = schedule.movies.flatMap((m) => m.shows)
      expect(shows.length, date).toBeGreaterThanOrEqual(7 * 4)
      for (const show of shows) {
        expect(show.startsAt.startsWith(date)).toBe(true)
        expect(show.prices.map((p) => p.ticketClass).sort()).toEqual(
          [...cinemaTicketClasses].sort(),
        )
        expect(show.prices.every((p) => p.price > 0)).toBe(true)
        expect(show.seatsAvailable + show.seatsSold).toBeGreaterThanOrEqual(80)
        expect(show.seatsAvailable + show.seatsSold).toBeLessThanOrEqual(160)
      }
      expect(shows.some((show) => show.seatsSold > 0)).toBe(true)
    }
    const after: Schedule = await get(`/api/cinema/schedule.do?date=${addDays(today, 7)}`)
    expect(after.movies).toEqual([])
  })

  it('gives every show a seat plan with rows from A, an aisle and wheelchair spaces', async () => {
    const { db } = server.database
    const shows = await db
      .selectFrom('cinema_shows')
      .leftJoin('cinema_seats', 'cinema_seats.show_id', 'cinema_shows.id')
      .select(({ fn }) => ['cinema_shows.id', fn.count<number>('cinema_seats.seat_id').as('seats')])
      .groupBy('cinema_shows.id')
      .execute()
    expect(shows.every((show) => show.seats >= 80 && show.seats <= 160)).toBe(true)
    expect(shows.reduce((sum, show) => sum + show.seats, 0)).toBeLessThan(30_000)

    const plan: {
      rows: { name: string; seats: { aisleBefore?: boolean; wheelchair?: boolean }[] }[]
    } = await get(`/api/cinema/show/${shows[0]?.id}/seatPlan.do`)
    expect(plan.rows[0]?.name).toBe('A')
    const seats = plan.rows.flatMap((row) => row.seats)
    expect(seats.some((seat) => seat.aisleBefore)).toBe(true)
    expect(seats.some((seat) => seat.wheelchair)).toBe(true)
  })

  it('shows movies of every category, each with its poster in the media store', async () => {
    const { db } = server.database
    const ratings = new Set<string>()
    const movieIds = (await db.selectFrom('movies').select('id').execute()).map((m) => m.id)
    expect(movieIds.length).toBeGreaterThanOrEqual(8)
    for (const id of movieIds) {
      const movie = await get(`/api/cinema/movie/${id}.do`)
      ratings.add(movie.rating)
      expectWritten(movie.title, `movie ${id}`)
      expectWritten(movie.synopsis, `movie ${id} synopsis`)
      const image = await db
        .selectFrom('media')
        .select(['content_type', 'body'])
        .where('path', '=', movie.posterUrl)
        .executeTakeFirst()
      expect(image?.content_type, movie.posterUrl).toBe('image/svg+xml')
      const svg = Buffer.from(image?.body ?? []).toString('utf8')
      expect(svg).toContain(movie.title['zh-Hant'])
      expect(svg).toContain('Noto Sans CJK TC')
    }
    expect([...ratings].sort()).toEqual(['I', 'IIA', 'IIB', 'III'])
    const houses: { data: unknown[] } = await get('/api/cinema/houses.do')
    expect(houses.data.length).toBeGreaterThanOrEqual(6)
  })
})

describe('points packages', () => {
  it('offer 4 or 5 packages, cheaper per point as they grow', async () => {
    const packages: { data: { points: number; price: number }[] } =
      await get('/api/pointPackages.do')
    expect(packages.data.length).toBeGreaterThanOrEqual(4)
    expect(packages.data.length).toBeLessThanOrEqual(5)
    const perPoint = packages.data.map((p) => p.price / p.points)
    expect(perPoint).toEqual([...perPoint].sort((a, b) => b - a))
  })
})

describe('seeding', () => {
  it('gives the same rows for the same now', async () => {
    const again = await testDatabase()
    try {
      await again.db.transaction().execute((trx) => seedContent(trx, now))
      const dump = async (db: typeof again.db) => ({
        shows: await db.selectFrom('cinema_shows').selectAll().orderBy('id').execute(),
        seats: await db
          .selectFrom('cinema_seats')
          .select(['show_id', 'seat_id', 'status'])
          .orderBy('show_id')
          .orderBy('seat_id')
          .execute(),
        prices: await db
          .selectFrom('cinema_show_prices')
          .selectAll()
          .orderBy('show_id')
          .orderBy('ticket_class')
          .execute(),
        news: await db.selectFrom('news').selectAll().orderBy('id').execute(),
        config: await db.selectFrom('site_config').selectAll().orderBy('key').execute(),
        pages: await db.selectFrom('help_pages').selectAll().orderBy('page').execute(),
      })
      expect(await dump(again.db)).toEqual(await dump(server.database.db))
    } finally {
      await again.close()
    }
  })
})
