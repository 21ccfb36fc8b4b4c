// Event cards (the contract's EventSummary) for every list, search and venue page: one query
// that filters and pages the events, then works out each card's status for the page only
// (counting tickets left is the costly part).
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import type { DateRange } from '../../../domain/calendar'
import type { OnSaleTab, Region } from '../../../domain/filters'
import { hongKongMidnight, inHongKong } from '../../../domain/hongKongTime'
import type { DB, LocalizedText } from '../../db/schema'
import { hkd, hongKongTime } from '../format'
import { ticketsLeft } from './availability'

export type EventSummary = components['schemas']['EventSummary']
export type EventListKind = DB['events']['list']

export interface EventFilter {
  /** upcoming: a performance still to come; past: every performance is over */
  phase: 'upcoming' | 'past' | 'any'
  lists?: readonly EventListKind[]
  ids?: readonly number[]
  category?: string | undefined
  presenterId?: number | undefined
  region?: Region | undefined
  venueId?: string | undefined
  /** only events with a performance still to come inside this range */
  when?: DateRange | undefined
  tab?: OnSaleTab | undefined
  /** lower-case words that must all appear in the event's search text */
  words?: readonly string[]
}

export interface Paging {
  page: number
  pageSize: number
}

interface Row {
  id: number
  title: LocalizedText
  presenter: LocalizedText | null
  category: string
  image_url: string
  venue_id: string
  venue_name: LocalizedText
  region: Region
  first_show: Date
  last_show: Date
  on_sale_at: Date | null
  likes: number
  daily_recommendation: boolean
  price_from: number
  price_to: number
  ended: boolean
  coming_soon: boolean
  sold_out: boolean
  total: number
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`)

function conditions(filter: EventFilter, now: Date): RawBuilder<unknown>[] {
  // a draft is the box office's alone (migration 0022): no list, search or page shows it
  const where: RawBuilder<unknown>[] = [sql`e.status = 'published'`]
  if (filter.phase === 'upcoming') where.push(sql`sh.next_show is not null`)
  if (filter.phase === 'past') where.push(sql`sh.last_show < ${now}`)
  if (filter.lists) where.push(sql`e.list in (${sql.join(filter.lists)})`)
  if (filter.ids)
    where.push(filter.ids.length ? sql`e.id in (${sql.join(filter.ids)})` : sql`false`)
  if (filter.category !== undefined) where.push(sql`e.category = ${filter.category}`)
  if (filter.presenterId !== undefined) where.push(sql`e.presenter_id = ${filter.presenterId}`)
  if (filter.region !== undefined) where.push(sql`v.region = ${filter.region}`)
  if (filter.venueId !== undefined) where.push(sql`e.venue_id = ${filter.venueId}`)
  if (filter.when) {
    const from = new Date(Math.max(+filter.when.start, +now))
    where.push(sql`exists (select 1 from performances p where p.event_id = e.id
      and p.starts_at >= ${from} and p.starts_at < ${filter.when.end})`)
  }
  if (filter.tab === 'dailyRecommendations') where.push(sql`e.daily_recommendation`)
  if (filter.tab === 'onSaleToday') {
    const today = inHongKong(now)
    const start = hongKongMidnight(today.year, today.month, today.day)
    const end = hongKongMidnight(today.year, today.month, today.day + 1)
    where.push(sql`e.on_sale_at >= ${start} and e.on_sale_at < ${end}`)
  }
  for (const word of filter.words ?? []) {
    where.push(sql`e.search_text like ${`%${likeLiteral(word)}%`}`)
  }
  return where
}

/** One page of event cards matching the filter, and how many match in all. */
export async function findEvents(
  db: Kysely<DB>,
  filter: EventFilter,
  now: Date,
  paging: Paging = { page: 1, pageSize: 1000 },
): Promise<{ data: EventSummary[]; total: number }> {
  const where = conditions(filter, now)
  // past events newest first; the others by their next performance
  const past = filter.phase === 'past'
  const order = (shows: string) =>
    past
      ? sql`${sql.ref(`${shows}.last_show`)} desc, e.id`
      : sql`${sql.ref(`${shows}.next_show`)} nulls last, ${sql.ref(`${shows}.first_show`)}, e.id`
  const { rows } = await sql<Row>`
    with shows as (
      select p.event_id,
        min(p.starts_at) as first_show,
        max(p.starts_at) as last_show,
        min(p.starts_at) filter (where p.starts_at >= ${now}) as next_show
      from performances p group by p.event_id
    ),
    page as (
      select e.id, sh.first_show, sh.last_show, sh.next_show, count(*) over () as total
      from events e
      join venues v on v.id = e.venue_id
      join shows sh on sh.event_id = e.id
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${order('sh')}
      limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}
    )
    select e.id, e.title, e.presenter, e.category, e.image_url, e.venue_id,
      v.name as venue_name, v.region, pg.first_show, pg.last_show, e.on_sale_at, e.likes,
      e.daily_recommendation, pr.price_from, pr.price_to, pg.total::int as total,
      pg.next_show is null as ended,
      coalesce(e.on_sale_at > ${now}, false) as coming_soon,
      e.sold_out or not exists (
        select 1 from performances p
        where p.event_id = e.id and p.on_sale and p.starts_at >= ${now} and ${ticketsLeft(now)} > 0
      ) as sold_out
    from page pg
    join events e on e.id = pg.id
    join venues v on v.id = e.venue_id
    join lateral (
      select coalesce(min(z.price_cents), 0) as price_from, coalesce(max(z.price_cents), 0) as price_to
      from price_zones z where z.event_id = e.id
    ) pr on true
    order by ${order('pg')}
  `.execute(db)
  // count(*) over () rides on every row; a page past the end has no row to carry it
  const total = rows[0]?.total ?? (paging.page > 1 ? await countEvents(db, where, now) : 0)
  return { data: rows.map(toSummary), total }
}

async function countEvents(db: Kysely<DB>, where: RawBuilder<unknown>[], now: Date) {
  const { rows } = await sql<{ total: number }>`
    select count(*)::int as total from events e
    join venues v on v.id = e.venue_id
    join (
      select p.event_id, max(p.starts_at) as last_show,
        min(p.starts_at) filter (where p.starts_at >= ${now}) as next_show
      from performances p group by p.event_id
    ) sh on sh.event_id = e.id
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
  `.execute(db)
  return rows[0]?.total ?? 0
}

function status(row: Row): EventSummary['status'] {
  if (row.ended) return 'ended'
  if (row.coming_soon) return 'comingSoon'
  if (row.sold_out) return 'soldOut'
  return 'onSale'
}

export function toSummary(row: Row): EventSummary {
  return {
    id: row.id,
    title: row.title,
    ...(row.presenter ? { presenter: row.presenter } : {}),
    category: row.category,
    imageUrl: row.image_url,
    venue: { id: row.venue_id, name: row.venue_name },
    region: row.region,
    firstShow: hongKongTime(row.first_show),
    lastShow: hongKongTime(row.last_show),
    priceFrom: hkd(row.price_from),
    priceTo: hkd(row.price_to),
    ...(row.on_sale_at ? { onSaleAt: hongKongTime(row.on_sale_at) } : {}),
    status: status(row),
    likes: row.likes,
    dailyRecommendation: row.daily_recommendation,
  }
}
