// Tests only: a small catalogue to seed members over, independent of the demo catalogue. Three
// events at two venues: reserved seating (two sections with an aisle, some seats already sold
// or blocked) and general admission (one quota nearly full), shows 1–7 months ago and 2–9
// weeks ahead, and four point packages.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

const text = (en: string, zhHant: string, zhHans: string) =>
  JSON.stringify({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant })
const dayMs = 86_400_000

export const testEvents = [
  {
    id: 8001,
    title: text('Harbour Lights Pop Concert', '港灣燈影流行演唱會', '港湾灯影流行演唱会'),
    venue: 'hkc',
    seating: 'reserved',
    prices: [1280, 880, 480],
    serviceFee: 19,
    handlingFee: 15,
    days: [-190, -95, -20, 18, 60],
  },
  {
    id: 8002,
    title: text('Lantern Market Music Festival', '燈籠市集音樂節', '灯笼市集音乐节'),
    venue: 'hkc',
    seating: 'generalAdmission',
    prices: [580, 380],
    serviceFee: 12,
    handlingFee: 10,
    days: [-150, -40, 25, 40],
  },
  {
    id: 8003,
    title: text('Cantonese Opera: The Princess Chang Ping', '粵劇《帝女花》', '粤剧《帝女花》'),
    venue: 'xiqu',
    seating: 'reserved',
    prices: [650, 420],
    serviceFee: 10,
    handlingFee: 0,
    days: [-60, 14, 45],
  },
] as const

/** Places per general-admission zone, and how many were sold before the members came. */
export const testQuota = {
  capacity: 500,
  soldBefore: 0,
  nearlyFull: { capacity: 80, soldBefore: 76 },
}

export async function insertTestCatalogue(db: Kysely<DB>, now: Date) {
  await db
    .insertInto('categories')
    .values([
      { code: 'popConcert', name: text('Pop concert', '流行演唱會', '流行演唱会') },
      { code: 'chineseOpera', name: text('Chinese opera', '中國戲曲', '中国戏曲') },
    ])
    .execute()
  await db
    .insertInto('venues')
    .values([
      {
        id: 'hkc',
        name: text('Hong Kong Coliseum', '香港體育館', '香港体育馆'),
        address: text('9 Cheong Wan Road, Hung Hom', '紅磡暢運道9號', '红磡畅运道9号'),
        district: text('Hung Hom', '紅磡', '红磡'),
        region: 'hongKong',
        phone: '+852 2355 7234',
      },
      {
        id: 'xiqu',
        name: text('Xiqu Centre Grand Theatre', '戲曲中心大劇院', '戏曲中心大剧院'),
        address: text('88 Austin Road West', '柯士甸道西88號', '柯士甸道西88号'),
        district: text('West Kowloon', '西九龍', '西九龙'),
        region: 'hongKong',
        phone: '+852 2200 0217',
      },
    ])
    .execute()
  for (const event of testEvents) {
    await db
      .insertInto('events')
      .values({
        id: event.id,
        list: 'utsv',
        title: event.title,
        category: event.venue === 'xiqu' ? 'chineseOpera' : 'popConcert',
        venue_id: event.venue,
        description: text('A show', '節目', '节目'),
        image_url: `/media/posters/${event.id}.svg`,
        seat_plan_image_url: `/media/seatplans/${event.venue}.svg`,
        max_tickets_per_transaction: 6,
        service_fee_cents: event.serviceFee * 100,
        handling_fee_cents: event.handlingFee * 100,
      })
      .execute()
    await db
      .insertInto('price_zones')
      .values(
        event.prices.map((price, i) => ({
          id: event.id * 10 + i + 1,
          event_id: event.id,
          name: text(`Zone ${i + 1}`, `${i + 1}區`, `${i + 1}区`),
          price_cents: price * 100,
          sort: i + 1,
        })),
      )
      .execute()
    const performances = event.days.map((days, i) => ({
      id: event.id * 100 + i + 1,
      event_id: event.id,
      // 8 pm in Hong Kong
      starts_at: new Date(Math.floor((+now + days * dayMs) / dayMs) * dayMs + 12 * 3_600_000),
      seating: event.seating,
    }))
    await db.insertInto('performances').values(performances).execute()
    for (const performance of performances) {
      if (event.seating === 'reserved') {
        await db.insertInto('seats').values(seatsOf(performance.id, event)).execute()
      } else {
        await db
          .insertInto('ga_quotas')
          .values(
            event.prices.map((_, i) => ({
              performance_id: performance.id,
              price_zone_id: event.id * 10 + i + 1,
              capacity: i === 1 ? testQuota.nearlyFull.capacity : testQuota.capacity,
              sold: i === 1 ? testQuota.nearlyFull.soldBefore : testQuota.soldBefore,
            })),
          )
          .execute()
      }
    }
  }
  await db
    .insertInto('point_packages')
    .values(
      [500, 1000, 2000, 5000].map((points, i) => ({
        id: i + 1,
        points,
        price_cents: points * 100,
        sort: i,
      })),
    )
    .execute()
}

/** Sections A and B, rows 1–6 of 14 seats with an aisle before seat 8; zones by row. */
function seatsOf(performanceId: number, event: (typeof testEvents)[number]) {
  const seats = []
  for (const section of ['A', 'B']) {
    for (let row = 1; row <= 6; row++) {
      const zone = Math.min(event.prices.length, Math.ceil(row / 2))
      for (let n = 1; n <= 14; n++) {
        seats.push({
          performance_id: performanceId,
          seat_id: `${section}-${row}-${n}`,
          section_id: section,
          row_name: String(row),
          row_sort: row,
          seat_number: String(n),
          position: n,
          aisle_before: n === 8,
          price_zone_id: event.id * 10 + zone,
          // sold and blocked before the members came: never theirs
          status:
            n === 5
              ? ('sold' as const)
              : n === 14 && row === 1
                ? ('blocked' as const)
                : ('available' as const),
        })
      }
    }
  }
  return seats
}
