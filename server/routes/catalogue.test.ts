import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { hongKongInstant } from '../../domain/hongKongTime'
import { fixtureNow, insertCatalogueFixture } from '../testing/catalogueFixture'
import { call, startTestServer, type TestServer } from '../testing/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    now: fixtureNow,
    seed: ({ db }) => insertCatalogueFixture(db),
  })
})
beforeEach(() => {
  server.clock.now = fixtureNow
})
afterAll(() => server.close())

const get = async (url: string) => {
  const answer = await call(server, url)
  expect(answer.status, `${url} → ${JSON.stringify(answer.body)}`).toBe(200)
  return answer.body
}
const ids = (body: { data: { id: number }[] }) => body.data.map((item) => item.id)

describe('the events home list', () => {
  it('shows upcoming events of the main list, soonest first, with their cards filled in', async () => {
    const body = await get('/data/utsvEventList.json?t=1')
    expect(ids(body)).toEqual([8001, 8002, 8003, 8005, 8004])
    expect(body.total).toBe(5)
    expect(body.data[0]).toEqual({
      id: 8001,
      title: {
        en: 'Harbour Lights Pop Concert',
        'zh-Hant': '港灣燈影流行演唱會',
        'zh-Hans': '港湾灯影流行演唱会',
      },
      category: 'popConcert',
      imageUrl: '/images/events/8001.svg',
      venue: { id: 'hk-coliseum', name: expect.objectContaining({ en: 'Hong Kong Coliseum' }) },
      region: 'hongKong',
      firstShow: '2026-12-04T23:30:00+08:00',
      lastShow: '2026-12-05T20:00:00+08:00',
      priceFrom: 680,
      priceTo: 1280,
      onSaleAt: '2026-11-01T10:00:00+08:00',
      status: 'onSale',
      likes: 1_250_000,
      dailyRecommendation: true,
    })
  })

  it('tells on sale, coming soon and sold out apart', async () => {
    const body = await get('/data/utsvEventList.json')
    const status = Object.fromEntries(
      body.data.map((e: { id: number; status: string }) => [e.id, e.status]),
    )
    expect(status).toEqual({
      8001: 'onSale',
      8002: 'onSale',
      8003: 'onSale',
      8004: 'comingSoon',
      8005: 'soldOut',
    })
  })

  it('filters by category, region, presenter and on-sale tab', async () => {
    expect(ids(await get('/data/utsvEventList.json?category=popConcert'))).toEqual([8001, 8003])
    expect(ids(await get('/data/utsvEventList.json?region=macau'))).toEqual([8003])
    expect(ids(await get('/data/utsvEventList.json?presenter=11'))).toEqual([8001])
    expect(ids(await get('/data/utsvEventList.json?tab=dailyRecommendations'))).toEqual([8001])
    expect(ids(await get('/data/utsvEventList.json?tab=onSaleToday'))).toEqual([8003])
    expect(ids(await get('/data/utsvEventList.json?tab=all&category=sports'))).toEqual([])
  })

  it('pages through the list and keeps the total', async () => {
    const first = await get('/data/utsvEventList.json?pageSize=2')
    const second = await get('/data/utsvEventList.json?pageSize=2&page=2')
    const beyond = await get('/data/utsvEventList.json?pageSize=2&page=9')
    expect(ids(first)).toEqual([8001, 8002])
    expect(ids(second)).toEqual([8003, 8005])
    expect([first.total, second.total, beyond.total]).toEqual([5, 5, 5])
    expect(beyond.data).toEqual([])
  })
})

describe('calendar filters in Hong Kong time', () => {
  const when = async (range: string) => ids(await get(`/data/utsvEventList.json?when=${range}`))

  it('on Friday 20:00: a 23:30 show is today and a 00:30 show is tomorrow', async () => {
    expect(await when('today')).toEqual([8001])
    expect(await when('tomorrow')).toEqual([8001, 8002])
    expect(await when('thisWeekend')).toEqual([8001, 8002])
    expect(await when('nextWeek')).toEqual([8003, 8005])
    expect(await when('nextMonth')).toEqual([8004])
  })

  it('one minute after midnight, the 00:30 show has become today', async () => {
    server.clock.now = hongKongInstant(2026, 12, 5, 0, 1)
    expect(await when('today')).toEqual([8002, 8001])
    expect(await when('tomorrow')).toEqual([])
  })

  it('a show that has started no longer counts for today', async () => {
    server.clock.now = hongKongInstant(2026, 12, 4, 23, 45)
    expect(await when('today')).toEqual([])
  })

  it('refuses a period the contract does not know, in the visitor’s language', async () => {
    const answer = await call(server, '/data/utsvEventList.json?when=someday&locale=en_US')
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('VALIDATION_FAILED')
    expect(answer.body.fields).toHaveProperty('when')
  })
})

describe('the other event lists', () => {
  it('serve the city ticketing, festival and film festival programmes', async () => {
    expect(ids(await get('/data/urbtixEventList.json'))).toEqual([8006])
    expect(ids(await get('/api/kdafEventList.do'))).toEqual([8007])
    expect(ids(await get('/api/hkiffEventList.do'))).toEqual([8008])
  })

  it('lists past events newest first, with the ended status', async () => {
    const body = await get('/data/utsvPassEventList.json')
    expect(ids(body)).toEqual([8009])
    expect(body.data[0].status).toBe('ended')
    expect(ids(await get('/data/utsvPassEventList.json?category=dance'))).toEqual([])
  })
})

describe('search', () => {
  it('finds events by English and Chinese words, in any case, across lists', async () => {
    expect(ids(await get('/api/search.do?q=HARBOUR'))).toEqual([8001])
    expect(ids(await get(`/api/search.do?q=${encodeURIComponent('梁祝')}`))).toEqual([8002])
    expect(ids(await get(`/api/search.do?q=${encodeURIComponent('粤剧')}`))).toEqual([8006])
    expect(ids(await get(`/api/search.do?q=${encodeURIComponent('xiqu opera')}`))).toEqual([8006])
  })

  it('answers an empty list when nothing is found, and treats % and _ as plain characters', async () => {
    expect(await get('/api/search.do?q=zzzz')).toEqual({ data: [], total: 0 })
    expect(await get('/api/search.do?q=%25')).toEqual({ data: [], total: 0 })
    expect(await get('/api/search.do?q=_')).toEqual({ data: [], total: 0 })
    expect(await get('/api/search.do?q=%20%20')).toEqual({ data: [], total: 0 })
  })

  it('refuses a missing or oversized query', async () => {
    expect((await call(server, '/api/search.do')).status).toBe(400)
    expect((await call(server, `/api/search.do?q=${'a'.repeat(101)}`)).status).toBe(400)
  })
})

describe('event detail', () => {
  it('has the performances with their status and zones, the prices and the fees', async () => {
    const body = await get('/api/event/8001.do')
    expect(body).toMatchObject({
      id: 8001,
      description: { en: 'A night to remember.' },
      seatPlanImageUrl: '/images/venues/hk-coliseum-plan.svg',
      maxTicketsPerTransaction: 8,
      fees: { servicePerTicket: 15, handlingPerTransaction: 10 },
      priceZones: [
        { id: 80011, price: 1280 },
        { id: 80012, price: 980 },
        { id: 80013, price: 680, concession: { en: 'Half price for seniors' } },
      ],
    })
    expect(body.performances).toEqual([
      {
        id: 800101,
        startsAt: '2026-12-04T23:30:00+08:00',
        seating: 'generalAdmission',
        status: 'available',
        priceZoneIds: [80011, 80012, 80013],
      },
      {
        id: 800102,
        startsAt: '2026-12-05T20:00:00+08:00',
        seating: 'generalAdmission',
        status: 'available',
        priceZoneIds: [80011, 80012, 80013],
      },
    ])
  })

  it('shows sold out, not yet on sale and past performances as such', async () => {
    expect((await get('/api/event/8005.do')).performances[0].status).toBe('soldOut')
    expect((await get('/api/event/8004.do')).performances[0].status).toBe('notOnSale')
    const past = await get('/api/event/8009.do')
    expect([past.status, past.performances[0].status]).toEqual(['ended', 'notOnSale'])
  })

  it('answers the catalogue’s not-found for an unknown event, in the visitor’s language', async () => {
    const answer = await call(server, '/api/event/9999.do?locale=en_US')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({
      code: 'NOT_FOUND',
      message: 'Sorry, what you are looking for cannot be found.',
    })
  })
})

describe('seat plans', () => {
  it('lays out sections, rows and seats with aisles, wheelchair places and live holds', async () => {
    await server.database.db
      .updateTable('seats')
      .set({ hold_id: 'H-LIVE', held_until: hongKongInstant(2026, 12, 4, 20, 10) })
      .where('performance_id', '=', 800201)
      .where('seat_id', '=', 'stalls-A-1')
      .execute()
    await server.database.db
      .updateTable('seats')
      .set({ hold_id: 'H-OLD', held_until: hongKongInstant(2026, 12, 4, 19, 50) })
      .where('performance_id', '=', 800201)
      .where('seat_id', '=', 'stalls-A-2')
      .execute()
    const plan = await get('/api/performance/800201/seatPlan.do')
    expect(plan.performanceId).toBe(800201)
    expect(plan.sections.map((s: { id: string }) => s.id)).toEqual(['stalls', 'circle'])
    const [rowA, rowB] = plan.sections[0].rows
    expect(rowA.name).toBe('A')
    expect(rowA.seats.slice(0, 3)).toEqual([
      { id: 'stalls-A-1', number: '1', status: 'held', priceZoneId: 80021 },
      { id: 'stalls-A-2', number: '2', status: 'available', priceZoneId: 80021 },
      { id: 'stalls-A-3', number: '3', status: 'available', priceZoneId: 80021 },
    ])
    expect(rowA.seats[5]).toMatchObject({ number: '6', aisleBefore: true })
    expect(rowA.seats[9]).toMatchObject({ number: '10', status: 'sold' })
    expect(rowB.seats[0]).toMatchObject({ wheelchair: true })
  })

  it('has no seat plan for general admission or an unknown performance', async () => {
    expect((await call(server, '/api/performance/800101/seatPlan.do')).status).toBe(404)
    expect((await call(server, '/api/performance/1/seatPlan.do')).status).toBe(404)
  })

  // the server keeps a plan's layout and reads only the availability again (seatPlanLayout.ts)
  it('shows each read the seats as they are now, and seats placed again as placed', async () => {
    const db = server.database.db
    const seatOf = (plan: { sections: { rows: { seats: { id: string }[] }[] }[] }, id: string) =>
      plan.sections
        .flatMap((section) => section.rows.flatMap((row) => row.seats))
        .find((seat) => seat.id === id)
    const first = await get('/api/performance/800601/seatPlan.do')
    expect(seatOf(first, 'circle-B-3')).toMatchObject({ status: 'available' })

    await db
      .updateTable('seats')
      .set({ status: 'blocked' })
      .where('performance_id', '=', 800601)
      .where('seat_id', '=', 'circle-B-3')
      .execute()
    server.clock.now = new Date(+fixtureNow + 1_000)
    expect(seatOf(await get('/api/performance/800601/seatPlan.do'), 'circle-B-3')).toMatchObject({
      status: 'blocked',
    })

    // seeded again: the circle's back row taken out, a third row in its place
    const backRow = await db
      .selectFrom('seats')
      .selectAll()
      .where('performance_id', '=', 800601)
      .where('seat_id', 'like', 'circle-B-%')
      .execute()
    const replaceRow = async (row: string, seats: typeof backRow) => {
      await db
        .deleteFrom('seats')
        .where('performance_id', '=', 800601)
        .where('seat_id', 'like', `circle-${row}-%`)
        .execute()
      await db.insertInto('seats').values(seats).execute()
    }
    await replaceRow(
      'B',
      backRow.map((seat) => ({
        ...seat,
        seat_id: seat.seat_id.replace('-B-', '-C-'),
        row_name: 'C',
      })),
    )
    try {
      server.clock.now = new Date(+fixtureNow + 2_000)
      const placedAgain = await get('/api/performance/800601/seatPlan.do')
      expect(placedAgain.sections[1].rows.map((row: { name: string }) => row.name)).toEqual([
        'A',
        'C',
      ])
      expect(seatOf(placedAgain, 'circle-B-3')).toBeUndefined()
      expect(seatOf(placedAgain, 'circle-C-3')).toMatchObject({ number: '3', status: 'blocked' })
    } finally {
      await replaceRow(
        'C',
        backRow.map((seat) =>
          seat.seat_id === 'circle-B-3' ? { ...seat, status: 'available' as const } : seat,
        ),
      )
    }
  })
})

describe('venues', () => {
  it('lists event venues (not cinemas), by region', async () => {
    const all = await get('/api/venueList.do')
    expect(all.data.map((v: { id: string }) => v.id).sort()).toEqual([
      'galaxy-arena',
      'hk-coliseum',
      'xiqu-centre',
    ])
    expect(
      (await get('/api/venueList.do?region=macau')).data.map((v: { id: string }) => v.id),
    ).toEqual(['galaxy-arena'])
    const coliseum = all.data.find((v: { id: string }) => v.id === 'hk-coliseum')
    expect(coliseum).toMatchObject({ capacity: 12500, latitude: 22.3015, longitude: 114.1821 })
  })

  it('shows a venue with its upcoming events', async () => {
    const venue = await get('/api/venue/xiqu-centre.do')
    expect(venue.name.en).toBe('Xiqu Centre')
    expect(venue.events.map((e: { id: number }) => e.id)).toEqual([8002, 8005, 8006, 8004])
    expect((await call(server, '/api/venue/nowhere.do')).status).toBe(404)
    expect((await call(server, '/api/venue/Not%20A%20Slug.do')).status).toBe(400)
  })
})

describe('the home page’s content', () => {
  it('shows the banners of a day, today by default', async () => {
    expect(ids(await get('/data/bannerList.json'))).toEqual([1])
    expect(ids(await get('/data/bannerList.json?date=2026-12-24'))).toEqual([2])
    expect((await call(server, '/data/bannerList.json?date=24-12-2026')).status).toBe(400)
  })

  it('counts each category’s upcoming events', async () => {
    const body = await get('/data/utsvCategoryListWithUrbtix.json')
    const counts = Object.fromEntries(
      body.data.map((c: { code: string; eventCount: number }) => [c.code, c.eventCount]),
    )
    expect(counts).toEqual({
      popConcert: 2,
      music: 1,
      chineseOpera: 2,
      dance: 1,
      arts: 1,
      movie: 1,
      sports: 0,
    })
  })

  it('lists presenters, by category when asked', async () => {
    expect(ids(await get('/data/brandedPresenterList.json'))).toEqual([11, 12])
    expect(ids(await get('/data/brandedPresenterList.json?category=chineseOpera'))).toEqual([12])
  })

  it('shows published news newest first, and pop-ups of events still to come', async () => {
    expect(ids(await get('/data/newsList.json'))).toEqual([2, 1])
    expect(ids(await get('/data/popupEventList.json'))).toEqual([1])
  })
})

describe('help', () => {
  it('serves the FAQ by section in display order', async () => {
    const faq = await get('/data/faqList.json')
    expect(
      faq.data.map((s: { id: number; items: { id: number }[] }) => [s.id, ids({ data: s.items })]),
    ).toEqual([
      [1, [101]],
      [2, [201]],
    ])
  })

  it('serves a help page with its anchors, and not-found for one not written', async () => {
    const page = await get('/data/helpPages/ReleaseNotes.json')
    expect(page.sections.map((s: { anchor: string }) => s.anchor)).toEqual([
      'privacypolicy',
      'termsconditions',
    ])
    expect((await call(server, '/data/helpPages/AboutUs.json')).status).toBe(404)
    expect((await call(server, '/data/helpPages/Nothing.json')).status).toBe(400)
  })

  it('builds the address tree for registration', async () => {
    const { data } = await get('/api/addressList.do')
    expect(data.map((n: { code: string }) => n.code)).toEqual(['HK', 'MO'])
    const hongKong = data[0].children[0]
    expect(hongKong.children.map((n: { code: string }) => n.code)).toEqual(['HK-KLN', 'HK-NT'])
    expect(hongKong.children[1].children[0]).toEqual({
      code: 'HK-NT-ST',
      name: { en: 'Sha Tin', 'zh-Hant': '沙田', 'zh-Hans': '沙田' },
    })
  })
})

describe('box offices and kiosks', () => {
  it('searches by words in any language, and by region', async () => {
    expect(ids(await get('/api/boxOfficeList.do'))).toEqual([1, 2])
    expect(ids(await get('/api/boxOfficeList.do?keyword=city%20hall'))).toEqual([1])
    expect(ids(await get(`/api/boxOfficeList.do?keyword=${encodeURIComponent('澳門')}`))).toEqual([
      2,
    ])
    expect(ids(await get('/api/boxOfficeList.do?region=macau'))).toEqual([2])
    expect(ids(await get('/api/kioskList.do?keyword=sha%20tin'))).toEqual([101])
  })

  it('answers an empty list when no outlet matches', async () => {
    expect(await get('/api/kioskList.do?keyword=nowhere')).toEqual({ data: [] })
  })

  it('downloads the address list as CSV that Excel opens with Chinese intact', async () => {
    const answer = await server.app.inject('/api/boxOfficeAddressList.do')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="citytix-box-offices.csv"',
    )
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = answer.body.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'name_en,name_zh_hant,name_zh_hans,address_en,address_zh_hant,address_zh_hans,district_en,district_zh_hant,district_zh_hans,region,phone,opening_hours_en,opening_hours_zh_hant,opening_hours_zh_hans',
    )
    expect(lines[1]).toContain('香港大會堂售票處')
    // quotes are doubled, and a leading = cannot become a formula
    expect(lines[2]).toContain('"Macao Cultural Centre, ""Main"" Box Office"')
    expect(lines[2]).toContain(",'=Daily 12:00-20:00,")
    const kiosks = await server.app.inject('/api/kioskAddressList.do')
    expect(kiosks.body.trimEnd().split('\r\n')).toHaveLength(2)
  })
})

describe('cinema', () => {
  it('shows a day’s schedule by movie with prices in ticket-class order and seats left', async () => {
    const schedule = await get('/api/cinema/schedule.do?date=2026-12-05')
    expect(schedule.date).toBe('2026-12-05')
    expect(schedule.movies).toHaveLength(1)
    expect(schedule.movies[0].movie).toEqual({
      id: 3101,
      title: { en: 'Typhoon Signal Eight', 'zh-Hant': '八號風球', 'zh-Hans': '八号风球' },
      rating: 'IIA',
      durationMinutes: 118,
      posterUrl: '/images/movies/3101.svg',
    })
    expect(schedule.movies[0].shows[0]).toEqual({
      id: 60001,
      startsAt: '2026-12-05T14:30:00+08:00',
      houseId: 501,
      house: { en: 'House 1', 'zh-Hant': '一號影院', 'zh-Hans': '一号影院' },
      prices: [
        { ticketClass: 'regular', price: 95 },
        { ticketClass: 'concession', price: 65 },
        { ticketClass: 'senior', price: 65 },
        { ticketClass: 'studentChild', price: 65 },
      ],
      serviceFee: 8,
      seatsAvailable: 10,
      seatsSold: 2,
    })
  })

  it('answers an empty schedule for a day without shows', async () => {
    expect(await get('/api/cinema/schedule.do?date=2026-12-06')).toEqual({
      date: '2026-12-06',
      movies: [],
    })
    expect((await call(server, '/api/cinema/schedule.do')).status).toBe(400)
  })

  it('shows a movie, the houses and a show’s seat plan', async () => {
    const movie = await get('/api/cinema/movie/3101.do')
    expect(movie).toMatchObject({ releaseDate: '2026-11-20', cast: [{ en: 'Leung Siu Fung' }] })
    expect((await call(server, '/api/cinema/movie/1.do')).status).toBe(404)
    expect(await get('/api/cinema/houses.do')).toEqual({
      data: [
        {
          id: 501,
          name: expect.objectContaining({ en: 'House 1' }),
          seats: 12,
          wheelchairSpaces: 2,
        },
      ],
    })
    const plan = await get('/api/cinema/show/60002/seatPlan.do')
    expect(plan.rows.map((r: { name: string }) => r.name)).toEqual(['A', 'B'])
    expect(plan.rows[0].seats[0]).toEqual({ id: 'A1', number: '1', status: 'sold' })
    expect((await call(server, '/api/cinema/show/1/seatPlan.do')).status).toBe(404)
  })
})

describe('point packages', () => {
  it('lists the packages in display order with prices in HKD', async () => {
    expect(await get('/api/pointPackages.do')).toEqual({
      data: [
        { id: 1, points: 100, price: 100 },
        { id: 2, points: 500, price: 480 },
      ],
    })
  })
})
