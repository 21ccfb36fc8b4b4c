// The demo content besides the events: help pages, FAQ, news, outlets, the address tree, site
// config, the cinema (venues, houses, movies, a week of shows with prices and seats, posters)
// and points packages. The data lives in ./content/, one file per kind; times are relative
// to `now`, and the same `now` always gives the same rows.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { addressRows } from './content/addresses'
import { cinemaWeek } from './content/cinemaShows'
import { cinemaHouseRows, cinemaVenueRows } from './content/cinemas'
import { faqRows } from './content/faq'
import { helpPageRows } from './content/helpPages'
import { moviePosterRows } from './content/moviePosters'
import { movieRows, movies } from './content/movies'
import { newsRows } from './content/news'
import { outletRows } from './content/outlets'
import { pointPackageRows } from './content/pointPackages'
import { siteConfigRows } from './content/siteConfig'
import { json } from './content/text'

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table here. */
const batchSize = 3000

async function inBatches<R>(rows: readonly R[], insert: (batch: R[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insert(rows.slice(start, start + batchSize))
  }
}

export async function seedContent(db: Kysely<DB>, now: Date): Promise<void> {
  await db
    .insertInto('help_pages')
    .values(
      helpPageRows(now).map((r) => ({ ...r, title: json(r.title), sections: json(r.sections) })),
    )
    .execute()
  const faq = faqRows()
  await db
    .insertInto('faq_sections')
    .values(faq.sectionRows.map((r) => ({ ...r, title: json(r.title) })))
    .execute()
  await db
    .insertInto('faq_items')
    .values(faq.itemRows.map((r) => ({ ...r, question: json(r.question), answer: json(r.answer) })))
    .execute()
  await db
    .insertInto('news')
    .values(newsRows(now).map((r) => ({ ...r, title: json(r.title), body: json(r.body) })))
    .execute()
  await db
    .insertInto('outlets')
    .values(
      outletRows().map((r) => ({
        ...r,
        name: json(r.name),
        address: json(r.address),
        district: json(r.district),
        opening_hours: json(r.opening_hours),
      })),
    )
    .execute()
  await db
    .insertInto('address_nodes')
    .values(addressRows().map((r) => ({ ...r, name: json(r.name) })))
    .execute()
  await db.insertInto('site_config').values(siteConfigRows(now)).execute()
  await db.insertInto('point_packages').values(pointPackageRows).execute()

  await db
    .insertInto('venues')
    .values(
      cinemaVenueRows().map((r) => ({
        ...r,
        name: json(r.name),
        address: json(r.address),
        district: json(r.district),
      })),
    )
    .execute()
  await db
    .insertInto('cinema_houses')
    .values(cinemaHouseRows().map((r) => ({ ...r, name: json(r.name) })))
    .execute()
  await db
    .insertInto('movies')
    .values(
      movieRows(now).map((r) => ({
        ...r,
        title: json(r.title),
        synopsis: json(r.synopsis),
        language: json(r.language),
        subtitles: json(r.subtitles),
        director: json(r.director),
        cast: json(r.cast),
      })),
    )
    .execute()
  await db.insertInto('media').values(moviePosterRows(movies)).execute()
  const week = cinemaWeek(now)
  await inBatches(week.shows, (batch) => db.insertInto('cinema_shows').values(batch).execute())
  await inBatches(week.prices, (batch) =>
    db.insertInto('cinema_show_prices').values(batch).execute(),
  )
  await inBatches(week.seats, (batch) => db.insertInto('cinema_seats').values(batch).execute())
}
