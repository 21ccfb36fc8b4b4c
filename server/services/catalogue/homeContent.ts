// What the home page is built from besides the event lists: banners of a day, categories with
// their event counts, branded presenters, news and the pop-up events.
import { type Kysely, sql } from 'kysely'
import { addDays, hongKongMidnight, inHongKong } from '../../../domain/hongKongTime'
import type { DB, LocalizedText } from '../../db/schema'
import { hongKongTime } from '../format'

/** 00:00 Hong Kong time of a `YYYY-MM-DD` date, and of the day after. */
function dayBounds(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [ny, nm, nd] = addDays(date, 1).split('-').map(Number) as [number, number, number]
  return { start: hongKongMidnight(y, m, d), end: hongKongMidnight(ny, nm, nd) }
}

export async function bannersOn(db: Kysely<DB>, date: string | undefined, now: Date) {
  const { start, end } = dayBounds(date ?? inHongKong(now).isoDate)
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('starts_at', '<', end)
    .where('ends_at', '>', start)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      imageUrl: row.image_url,
      linkUrl: row.link_url,
      startsAt: hongKongTime(row.starts_at),
      endsAt: hongKongTime(row.ends_at),
    })),
  }
}

/** Categories in display order, each with how many events still have a performance to come. */
export async function categoriesWithCounts(db: Kysely<DB>, now: Date) {
  const { rows } = await sql<{ code: string; name: LocalizedText; event_count: number }>`
    select c.code, c.name, (
      select count(*) from events e
      where e.category = c.code and e.status = 'published'
        and exists (select 1 from performances p where p.event_id = e.id and p.starts_at >= ${now})
    )::int as event_count
    from categories c
    order by c.sort, c.code
  `.execute(db)
  return {
    data: rows.map((row) => ({ code: row.code, name: row.name, eventCount: row.event_count })),
  }
}

export async function brandedPresenters(db: Kysely<DB>, category: string | undefined) {
  let query = db.selectFrom('presenters').select(['id', 'name', 'logo_url', 'link_url'])
  if (category !== undefined) query = query.where('category', '=', category)
  const rows = await query.orderBy('sort').orderBy('id').execute()
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      logoUrl: row.logo_url,
      linkUrl: row.link_url,
    })),
  }
}

export async function publishedNews(db: Kysely<DB>, now: Date) {
  const rows = await db
    .selectFrom('news')
    .selectAll()
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      publishedAt: hongKongTime(row.published_at),
      ...(row.link_url ? { linkUrl: row.link_url } : {}),
    })),
  }
}

/** Pop-up promotions of published events that still have a performance to come. */
export async function popupEvents(db: Kysely<DB>, now: Date) {
  const rows = await db
    .selectFrom('popup_events as u')
    .select(['u.id', 'u.event_id', 'u.title', 'u.image_url'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('performances as p')
          .innerJoin('events as e', 'e.id', 'p.event_id')
          .select('p.id')
          .whereRef('p.event_id', '=', 'u.event_id')
          .where('e.status', '=', 'published')
          .where('p.starts_at', '>=', now),
      ),
    )
    .orderBy('u.sort')
    .orderBy('u.id')
    .execute()
  return {
    data: rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      title: row.title,
      imageUrl: row.image_url,
    })),
  }
}
