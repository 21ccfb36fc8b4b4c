// The cached answers (server/http/apiCache.ts) and images (mediaRoute.ts) are trusted while
// catalogue_version is unchanged, so every table they read must bump it: 0001 left out the
// cinema, the address tree, point packages, venue sections and the images. Seats and quotas
// stay out on purpose: they change with every sale, and the answers that show availability
// (event detail) are only kept for the cache's short time-to-live.
import { type Kysely, sql } from 'kysely'

const moreCachedTables = [
  'venue_sections',
  'movies',
  'cinema_houses',
  'cinema_shows',
  'cinema_show_prices',
  'address_nodes',
  'point_packages',
  'media',
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of moreCachedTables) {
    await sql`
      create trigger ${sql.raw(`${table}_bumps_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalogue_version();
    `.execute(db)
  }
}
