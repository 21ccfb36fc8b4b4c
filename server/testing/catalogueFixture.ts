// A small catalogue with known answers, for the catalogue's own tests (the demo seed is large
// and moves with the clock). Times are Hong Kong wall-clock times around `fixtureNow`, a
// Friday evening, so calendar filters and on-sale dates have exact expected results.
import type { Kysely } from 'kysely'
import { hongKongInstant } from '../../domain/hongKongTime'
import type { DB, LocalizedText } from '../db/schema'

/** Friday 4 December 2026, 20:00 in Hong Kong. */
export const fixtureNow = hongKongInstant(2026, 12, 4, 20, 0)

const text = (en: string, zhHant: string, zhHans: string): LocalizedText => ({
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
})
const json = (value: unknown) => JSON.stringify(value)
const hk = (day: number, hour: number, minute = 0, month = 12) =>
  hongKongInstant(2026, month, day, hour, minute)

interface EventSpec {
  id: number
  list: DB['events']['list']
  title: LocalizedText
  category: string
  venue: string
  onSaleAt?: Date
  soldOut?: boolean
  daily?: boolean
  presenterId?: number
  likes?: number
  shows: { at: Date; seating: 'reserved' | 'generalAdmission' }[]
  prices: number[]
}

export const fixtureEvents: EventSpec[] = [
  {
    id: 8001,
    list: 'utsv',
    title: text('Harbour Lights Pop Concert', '港灣燈影流行演唱會', '港湾灯影流行演唱会'),
    category: 'popConcert',
    venue: 'hk-coliseum',
    likes: 1_250_000,
    daily: true,
    presenterId: 11,
    // tonight (later today), and Saturday
    shows: [
      { at: hk(4, 23, 30), seating: 'generalAdmission' },
      { at: hk(5, 20, 0), seating: 'generalAdmission' },
    ],
    prices: [128000, 98000, 68000],
  },
  {
    id: 8002,
    list: 'utsv',
    title: text('The Butterfly Lovers', '梁祝', '梁祝'),
    category: 'chineseOpera',
    venue: 'xiqu-centre',
    // 00:30 on Saturday is tomorrow, not today
    shows: [{ at: hk(5, 0, 30), seating: 'reserved' }],
    prices: [38000, 18000],
  },
  {
    id: 8003,
    list: 'utsv',
    title: text('Macau Grand Gala', '澳門盛典', '澳门盛典'),
    category: 'popConcert',
    venue: 'galaxy-arena',
    onSaleAt: hk(4, 10, 0),
    // on sale today; next week
    shows: [{ at: hk(9, 20, 0), seating: 'generalAdmission' }],
    prices: [88000],
  },
  {
    id: 8004,
    list: 'utsv',
    title: text('Swan Lake', '天鵝湖', '天鹅湖'),
    category: 'dance',
    venue: 'xiqu-centre',
    onSaleAt: hk(20, 10, 0),
    // on sale only later this month; plays in January
    shows: [{ at: hongKongInstant(2027, 1, 15, 19, 30), seating: 'reserved' }],
    prices: [58000, 28000],
  },
  {
    id: 8005,
    list: 'utsv',
    title: text('Sold Out Symphony', '爆滿交響曲', '爆满交响曲'),
    category: 'music',
    venue: 'xiqu-centre',
    soldOut: true,
    shows: [{ at: hk(12, 20, 0), seating: 'reserved' }],
    prices: [48000],
  },
  {
    id: 8006,
    list: 'urbtix',
    title: text('Cantonese Opera Gala', '粵劇精英匯演', '粤剧精英汇演'),
    category: 'chineseOpera',
    venue: 'xiqu-centre',
    shows: [{ at: hk(13, 19, 30), seating: 'reserved' }],
    prices: [30000],
  },
  {
    id: 8007,
    list: 'kdaf',
    title: text('Kai Tak Lanterns', '啟德燈影', '启德灯影'),
    category: 'arts',
    venue: 'hk-coliseum',
    shows: [{ at: hk(19, 20, 0), seating: 'generalAdmission' }],
    prices: [20000],
  },
  {
    id: 8008,
    list: 'hkiff',
    title: text('Midnight Ferry', '午夜渡輪', '午夜渡轮'),
    category: 'movie',
    venue: 'hk-coliseum',
    shows: [{ at: hongKongInstant(2027, 1, 8, 21, 0), seating: 'generalAdmission' }],
    prices: [9000],
  },
  {
    id: 8009,
    list: 'utsv',
    title: text('Autumn Recital 100% Live', '秋日獨奏會', '秋日独奏会'),
    category: 'music',
    venue: 'xiqu-centre',
    shows: [{ at: hk(10, 20, 0, 10), seating: 'reserved' }],
    prices: [25000],
  },
]

export async function insertCatalogueFixture(db: Kysely<DB>) {
  await db
    .insertInto('categories')
    .values([
      { code: 'popConcert', name: json(text('Pop Concerts', '流行音樂會', '流行音乐会')), sort: 1 },
      { code: 'music', name: json(text('Music', '音樂', '音乐')), sort: 2 },
      { code: 'chineseOpera', name: json(text('Chinese Opera', '戲曲', '戏曲')), sort: 3 },
      { code: 'dance', name: json(text('Dance', '舞蹈', '舞蹈')), sort: 4 },
      { code: 'arts', name: json(text('Arts', '藝術', '艺术')), sort: 5 },
      { code: 'movie', name: json(text('Film', '電影', '电影')), sort: 6 },
      { code: 'sports', name: json(text('Sports', '體育', '体育')), sort: 7 },
    ])
    .execute()
  await db
    .insertInto('venues')
    .values([
      {
        id: 'hk-coliseum',
        name: json(text('Hong Kong Coliseum', '香港體育館', '香港体育馆')),
        address: json(text('9 Cheong Wan Road, Hung Hom', '紅磡暢運道9號', '红磡畅运道9号')),
        district: json(text('Yau Tsim Mong', '油尖旺', '油尖旺')),
        region: 'hongKong',
        phone: '+852 2355 7234',
        capacity: 12500,
        latitude: 22.3015,
        longitude: 114.1821,
      },
      {
        id: 'xiqu-centre',
        name: json(text('Xiqu Centre', '戲曲中心', '戏曲中心')),
        address: json(text('88 Austin Road West', '柯士甸道西88號', '柯士甸道西88号')),
        district: json(text('Yau Tsim Mong', '油尖旺', '油尖旺')),
        region: 'hongKong',
        phone: '+852 2200 0217',
        capacity: null,
        latitude: null,
        longitude: null,
      },
      {
        id: 'galaxy-arena',
        name: json(text('Galaxy Arena', '銀河綜藝館', '银河综艺馆')),
        address: json(text('Cotai, Macau', '澳門路氹', '澳门路氹')),
        district: json(text('Cotai', '路氹', '路氹')),
        region: 'macau',
        phone: '+853 2888 0888',
        capacity: 16000,
        latitude: 22.1485,
        longitude: 113.5545,
      },
      {
        id: 'cinema-one',
        kind: 'cinema',
        name: json(text('Harbour Cinema', '海港戲院', '海港戏院')),
        address: json(text('1 Harbour Road', '港灣道1號', '港湾道1号')),
        district: json(text('Wan Chai', '灣仔', '湾仔')),
        region: 'hongKong',
        phone: '+852 2000 0000',
        capacity: null,
        latitude: null,
        longitude: null,
      },
    ])
    .execute()
  await db
    .insertInto('venue_sections')
    .values([
      {
        venue_id: 'xiqu-centre',
        section_id: 'stalls',
        name: json(text('Stalls', '堂座', '堂座')),
        sort: 1,
      },
      {
        venue_id: 'xiqu-centre',
        section_id: 'circle',
        name: json(text('Circle', '樓座', '楼座')),
        sort: 2,
      },
    ])
    .execute()
  await db
    .insertInto('presenters')
    .values([
      {
        id: 11,
        name: json(text('Harbour Presents', '海港呈獻', '海港呈献')),
        logo_url: '/images/presenters/11.svg',
        link_url: '/Events.html?presenter=11',
        category: 'popConcert',
        sort: 1,
      },
      {
        id: 12,
        name: json(text('Opera Friends', '戲曲之友', '戏曲之友')),
        logo_url: '/images/presenters/12.svg',
        link_url: '/Events.html?presenter=12',
        category: 'chineseOpera',
        sort: 2,
      },
    ])
    .execute()
  for (const event of fixtureEvents) await insertEvent(db, event)
  await insertContent(db)
}

async function insertEvent(db: Kysely<DB>, event: EventSpec) {
  const venue = await db
    .selectFrom('venues')
    .select('name')
    .where('id', '=', event.venue)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('events')
    .values({
      id: event.id,
      list: event.list,
      title: json(event.title),
      presenter: null,
      presenter_id: event.presenterId ?? null,
      category: event.category,
      venue_id: event.venue,
      description: json(text('A night to remember.', '難忘的一夜。', '难忘的一夜。')),
      image_url: `/images/events/${event.id}.svg`,
      seat_plan_image_url: `/images/venues/${event.venue}-plan.svg`,
      on_sale_at: event.onSaleAt ?? hongKongInstant(2026, 11, 1, 10, 0),
      sold_out: event.soldOut ?? false,
      likes: event.likes ?? 42,
      daily_recommendation: event.daily ?? false,
      service_fee_cents: 1500,
      handling_fee_cents: 1000,
      search_text: [...Object.values(event.title), ...Object.values(venue.name)]
        .join(' ')
        .toLowerCase(),
    })
    .execute()
  await db
    .insertInto('price_zones')
    .values(
      event.prices.map((price, n) => ({
        id: event.id * 10 + n + 1,
        event_id: event.id,
        name: json(text(`Zone ${n + 1}`, `${n + 1}區`, `${n + 1}区`)),
        price_cents: price,
        concession:
          n === event.prices.length - 1 && n > 0
            ? json(text('Half price for seniors', '長者半價', '长者半价'))
            : null,
        sort: n,
      })),
    )
    .execute()
  for (const [n, show] of event.shows.entries()) {
    const performanceId = event.id * 100 + n + 1
    await db
      .insertInto('performances')
      .values({ id: performanceId, event_id: event.id, starts_at: show.at, seating: show.seating })
      .execute()
    if (show.seating === 'generalAdmission') {
      await db
        .insertInto('ga_quotas')
        .values(
          event.prices.map((_, z) => ({
            performance_id: performanceId,
            price_zone_id: event.id * 10 + z + 1,
            capacity: 100,
            sold: event.soldOut ? 100 : 10,
          })),
        )
        .execute()
      continue
    }
    // two sections of two rows of ten seats, an aisle after seat 5
    const seats = ['stalls', 'circle'].flatMap((section, s) =>
      ['A', 'B'].flatMap((row, r) =>
        Array.from({ length: 10 }, (_, i) => ({
          performance_id: performanceId,
          seat_id: `${section}-${row}-${i + 1}`,
          section_id: section,
          row_name: row,
          row_sort: r,
          seat_number: String(i + 1),
          position: i + (i >= 5 ? 1 : 0),
          aisle_before: i === 5,
          price_zone_id: event.id * 10 + Math.min(s, event.prices.length - 1) + 1,
          wheelchair: section === 'stalls' && row === 'B' && i === 0,
          status: event.soldOut
            ? ('sold' as const)
            : i === 9 && row === 'A'
              ? ('sold' as const)
              : ('available' as const),
        })),
      ),
    )
    await db.insertInto('seats').values(seats).execute()
  }
}

async function insertContent(db: Kysely<DB>) {
  await db
    .insertInto('banners')
    .values([
      {
        id: 1,
        title: json(text('Harbour Lights', '港灣燈影', '港湾灯影')),
        image_url: '/images/banners/1.svg',
        link_url: '/Event/8001',
        starts_at: hk(1, 0),
        ends_at: hk(6, 0),
        sort: 1,
      },
      {
        id: 2,
        title: json(text('Christmas', '聖誕', '圣诞')),
        image_url: '/images/banners/2.svg',
        link_url: '/Event/8002',
        starts_at: hk(20, 0),
        ends_at: hk(27, 0),
        sort: 2,
      },
    ])
    .execute()
  await db
    .insertInto('news')
    .values([
      {
        id: 1,
        title: json(text('Older news', '舊消息', '旧消息')),
        body: json(text('Old.', '舊。', '旧。')),
        published_at: hk(1, 9),
        link_url: null,
      },
      {
        id: 2,
        title: json(text('Newer news', '新消息', '新消息')),
        body: json(text('New.', '新。', '新。')),
        published_at: hk(3, 9),
        link_url: '/Delivery.html',
      },
      {
        id: 3,
        title: json(text('Tomorrow', '明日', '明日')),
        body: json(text('Not yet.', '未到。', '未到。')),
        published_at: hk(5, 9),
        link_url: null,
      },
    ])
    .execute()
  await db
    .insertInto('popup_events')
    .values([
      {
        id: 1,
        event_id: 8001,
        title: json(text('Extra show', '加場', '加场')),
        image_url: '/images/popups/1.svg',
      },
      {
        id: 2,
        event_id: 8009,
        title: json(text('Past', '已完', '已完')),
        image_url: '/images/popups/2.svg',
      },
    ])
    .execute()
  await db
    .insertInto('faq_sections')
    .values([
      { id: 2, title: json(text('Delivery', '送遞', '送递')), sort: 2 },
      { id: 1, title: json(text('Buying', '購票', '购票')), sort: 1 },
    ])
    .execute()
  await db
    .insertInto('faq_items')
    .values([
      {
        id: 101,
        section_id: 1,
        question: json(text('How do I buy?', '如何購票？', '如何购票？')),
        answer: json(text('Online.', '網上。', '网上。')),
      },
      {
        id: 201,
        section_id: 2,
        question: json(text('Delivery fee?', '送遞費？', '送递费？')),
        answer: json(text('From HK$40.', '港幣40元起。', '港币40元起。')),
      },
    ])
    .execute()
  await db
    .insertInto('help_pages')
    .values({
      page: 'ReleaseNotes',
      title: json(text('Privacy policy and terms', '私隱政策及條款', '隐私政策及条款')),
      sections: json([
        {
          anchor: 'privacypolicy',
          heading: text('Privacy policy', '私隱政策', '隐私政策'),
          body: text('We keep your data safe.', '我們保障你的資料。', '我们保障你的资料。'),
        },
        {
          anchor: 'termsconditions',
          heading: text('Terms', '條款', '条款'),
          body: text('One person one ticket.', '一人一票。', '一人一票。'),
        },
      ]),
      updated_at: '2026-11-01',
    })
    .execute()
  await db
    .insertInto('address_nodes')
    .values([
      { code: 'HK', parent_code: null, name: json(text('Hong Kong', '香港', '香港')), sort: 1 },
      { code: 'HK-ALL', parent_code: 'HK', name: json(text('Hong Kong', '香港', '香港')), sort: 1 },
      {
        code: 'HK-NT',
        parent_code: 'HK-ALL',
        name: json(text('New Territories', '新界', '新界')),
        sort: 3,
      },
      {
        code: 'HK-NT-ST',
        parent_code: 'HK-NT',
        name: json(text('Sha Tin', '沙田', '沙田')),
        sort: 1,
      },
      {
        code: 'HK-KLN',
        parent_code: 'HK-ALL',
        name: json(text('Kowloon', '九龍', '九龙')),
        sort: 2,
      },
      { code: 'MO', parent_code: null, name: json(text('Macau', '澳門', '澳门')), sort: 2 },
    ])
    .execute()
  await db
    .insertInto('outlets')
    .values([
      {
        id: 1,
        kind: 'boxOffice',
        name: json(text('Hong Kong City Hall Box Office', '香港大會堂售票處', '香港大会堂售票处')),
        address: json(text('5 Edinburgh Place, Central', '中環愛丁堡廣場5號', '中环爱丁堡广场5号')),
        district: json(text('Central and Western', '中西區', '中西区')),
        region: 'hongKong',
        opening_hours: json(
          text('Daily 10:00-21:30', '每日上午10時至晚上9時30分', '每日上午10时至晚上9时30分'),
        ),
        phone: '+852 2921 2840',
        sort: 1,
      },
      {
        id: 2,
        kind: 'boxOffice',
        name: json(
          text(
            'Macao Cultural Centre, "Main" Box Office',
            '澳門文化中心售票處',
            '澳门文化中心售票处',
          ),
        ),
        address: json(text('Avenida Xian Xing Hai, Macau', '澳門冼星海大馬路', '澳门冼星海大马路')),
        district: json(text('Macau Peninsula', '澳門半島', '澳门半岛')),
        region: 'macau',
        opening_hours: json(
          text('=Daily 12:00-20:00', '每日中午12時至晚上8時', '每日中午12时至晚上8时'),
        ),
        phone: null,
        sort: 2,
      },
      {
        id: 101,
        kind: 'kiosk',
        name: json(text('Sha Tin Station Kiosk', '沙田站自助售票機', '沙田站自助售票机')),
        address: json(text('Sha Tin MTR Station', '港鐵沙田站', '港铁沙田站')),
        district: json(text('Sha Tin', '沙田', '沙田')),
        region: 'hongKong',
        opening_hours: json(
          text('Daily 08:00-22:00', '每日上午8時至晚上10時', '每日上午8时至晚上10时'),
        ),
        phone: null,
        sort: 1,
      },
    ])
    .execute()
  await db
    .insertInto('movies')
    .values({
      id: 3101,
      title: json(text('Typhoon Signal Eight', '八號風球', '八号风球')),
      rating: 'IIA',
      duration_minutes: 118,
      poster_url: '/images/movies/3101.svg',
      synopsis: json(text('A storm.', '風暴。', '风暴。')),
      language: json(text('Cantonese', '粵語', '粤语')),
      subtitles: json(text('Chinese and English', '中英文字幕', '中英文字幕')),
      director: json(text('Chan Ka Ming', '陳家明', '陈家明')),
      cast: json([text('Leung Siu Fung', '梁兆峰', '梁兆峰')]),
      release_date: '2026-11-20',
    })
    .execute()
  await db
    .insertInto('cinema_houses')
    .values({
      id: 501,
      venue_id: 'cinema-one',
      name: json(text('House 1', '一號影院', '一号影院')),
      wheelchair_spaces: 2,
    })
    .execute()
  await db
    .insertInto('cinema_shows')
    .values([
      {
        id: 60001,
        movie_id: 3101,
        house_id: 501,
        starts_at: hk(5, 14, 30),
        service_fee_cents: 800,
      },
      {
        id: 60002,
        movie_id: 3101,
        house_id: 501,
        starts_at: hk(5, 21, 15),
        service_fee_cents: 800,
      },
    ])
    .execute()
  await db
    .insertInto('cinema_show_prices')
    .values(
      [60001, 60002].flatMap((show_id) => [
        { show_id, ticket_class: 'studentChild' as const, price_cents: 6500 },
        { show_id, ticket_class: 'regular' as const, price_cents: 9500 },
        { show_id, ticket_class: 'senior' as const, price_cents: 6500 },
        { show_id, ticket_class: 'concession' as const, price_cents: 6500 },
      ]),
    )
    .execute()
  await db
    .insertInto('cinema_seats')
    .values(
      [60001, 60002].flatMap((show_id) =>
        ['A', 'B'].flatMap((row, r) =>
          Array.from({ length: 6 }, (_, i) => ({
            show_id,
            seat_id: `${row}${i + 1}`,
            row_name: row,
            row_sort: r,
            seat_number: String(i + 1),
            position: i,
            status: i === 0 ? ('sold' as const) : ('available' as const),
          })),
        ),
      ),
    )
    .execute()
  await db
    .insertInto('point_packages')
    .values([
      { id: 2, points: 500, price_cents: 48000, sort: 2 },
      { id: 1, points: 100, price_cents: 10000, sort: 1 },
    ])
    .execute()
}
