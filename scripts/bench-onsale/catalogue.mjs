// The bench's own event, written straight into its fresh database: no seed, no bot check.
// Members get a session row each (as if logged in), because hashing thousands of passwords
// through the register and login flow would take longer than the sale.
import { createHash, randomBytes } from 'node:crypto'

export const rows = 20
export const seatsPerRow = 50
export const capacity = rows * seatsPerRow
export const gaCapacity = 1000
export const zoneId = 70011
export const eventId = 7001

/** The performances: the race's two, pgbench's twin, the rooms' two, the floor's two. */
export const shows = {
  raceReserved: 700101,
  raceGeneralAdmission: 700102,
  claimTwin: 700103,
  roomReserved: 700121,
  roomGeneralAdmission: 700122,
  floorReserved: 700123,
  floorGeneralAdmission: 700124,
}
// the floor's seats: pgbench takes a fresh pair for every buyer, so it needs many
export const floorRows = 400
export const floorSeatsPerRow = 100

const text = (en, zh) => JSON.stringify({ en, 'zh-Hant': zh, 'zh-Hans': zh })

/** 20 rows of 50 (aisles after seats 10 and 40) for each reserved show, 1,000 GA tickets. */
export async function createCatalogue(client, now) {
  await client.query(`insert into categories (code, name) values ('bench', $1)`, [
    text('Concerts', '音樂會'),
  ])
  await client.query(
    `insert into venues (id, name, address, district, region, phone)
     values ('bench-arena', $1, $2, $3, 'hongKong', '+852 2000 0000')`,
    [text('Bench Arena', '測試場館'), text('1 Test Road', '測試道1號'), text('Wan Chai', '灣仔')],
  )
  await client.query(
    `insert into events (id, list, title, category, venue_id, description, image_url,
       seat_plan_image_url, on_sale_at, max_tickets_per_transaction, service_fee_cents, handling_fee_cents)
     values ($4, 'utsv', $1, 'bench', 'bench-arena', $2, '/x.svg', '/x.svg', $3, 4, 1900, 1500)`,
    [
      text('On-sale Bench', '搶票測試'),
      text('A hot on-sale.', '熱賣。'),
      new Date(+now - 86_400_000),
      eventId,
    ],
  )
  await client.query(
    `insert into price_zones (id, event_id, name, price_cents) values ($2, $3, $1, 68000)`,
    [text('Standard', '標準'), zoneId, eventId],
  )
  const showAt = new Date(+now + 30 * 86_400_000)
  const reserved = [shows.raceReserved, shows.claimTwin, shows.roomReserved]
  const ga = [shows.raceGeneralAdmission, shows.roomGeneralAdmission, shows.floorGeneralAdmission]
  await client.query(
    `insert into performances (id, event_id, starts_at, seating)
     select id, $2::int, $3::timestamptz, 'reserved' from unnest($1::int[]) id
     union all select id, $2::int, $3::timestamptz, 'generalAdmission' from unnest($4::int[]) id
     union all select $5::int, $2::int, $3::timestamptz, 'reserved'`,
    [reserved, eventId, showAt, ga, shows.floorReserved],
  )
  for (const performance of reserved) {
    await client.query(
      `insert into seats (performance_id, seat_id, section_id, row_name, row_sort, seat_number,
         position, aisle_before, price_zone_id)
       select $1, 'R' || r || '-' || s, 'A', 'R' || r, r, s::text,
         s + (case when s > 40 then 2 when s > 10 then 1 else 0 end), s in (11, 41), $2
       from generate_series(1, ${rows}) r, generate_series(1, ${seatsPerRow}) s`,
      [performance, zoneId],
    )
  }
  await client.query(
    `insert into seats (performance_id, seat_id, section_id, row_name, row_sort, seat_number,
       position, aisle_before, price_zone_id)
     select $1, 'R' || r || '-' || s, 'A', 'R' || r, r, s::text, s, false, $2
     from generate_series(1, ${floorRows}) r, generate_series(1, ${floorSeatsPerRow}) s`,
    [shows.floorReserved, zoneId],
  )
  await client.query(
    `insert into ga_quotas (performance_id, price_zone_id, capacity)
     values ($1, $4, $3), ($2, $4, $3), ($5, $4, 1000000)`,
    [
      shows.raceGeneralAdmission,
      shows.roomGeneralAdmission,
      gaCapacity,
      zoneId,
      shows.floorGeneralAdmission,
    ],
  )
}

/** `count` members with a session each: [{ id, token }]; `prefix` keeps each set's emails apart. */
export async function createMembers(client, now, count, prefix = 'bench') {
  const { rows: ids } = await client.query(
    `insert into members (email, title, first_name, last_name, birthday_month, birthday_day,
       address, mobile, interests)
     select $2 || n || '@example.com.hk', 'Mr', 'Tai Man', 'Chan', 1, 1,
       '{"country":"HK","province":"HK-ALL","area":"HK-KLN","district":"HK-KLN-YTM","street":"1 Nathan Road","building":"Tower 1"}',
       '{"areaCode":"852","number":"91234567"}', '[]'
     from generate_series(1, $1) n returning id`,
    [count, prefix],
  )
  const members = ids.map((row) => ({
    id: row.id,
    token: `ctx_${randomBytes(24).toString('base64url')}`,
  }))
  await client.query(
    `insert into sessions (token_hash, member_id, created_at, expires_at)
     select h, m, $3, $4 from unnest($1::text[], $2::int[]) as t(h, m)`,
    [
      members.map((m) => createHash('sha256').update(m.token).digest('hex')),
      members.map((m) => m.id),
      now,
      new Date(+now + 86_400_000),
    ],
  )
  return members
}
