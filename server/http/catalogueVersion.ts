// The database's catalogue version (catalogue_version.version, bumped by a trigger on every
// change to a catalogue table), read lazily: at most once per interval per process and one
// query at a time, so answering from memory costs no database round trip per request. Every
// server process on the same database reads the same row, so none serves a catalogue older than
// one interval after a change.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

/** How long a read version is trusted before the next request checks it again. */
export const versionCheckMs = 500

export interface CatalogueVersion {
  /** The current version, or undefined when it could not be read (caches are then bypassed). */
  current(): Promise<number | undefined>
  /** Makes the next `current()` read the database (after a write made by this process). */
  expire(): void
}

export function watchCatalogueVersion(db: Kysely<DB>, now: () => Date): CatalogueVersion {
  let version: number | undefined
  let checkedAt = Number.NEGATIVE_INFINITY
  let reading: Promise<number | undefined> | undefined
  // bumped by expire(): a read that began before it may have missed the write
  let expiries = 0
  let readingFor = 0

  async function read(): Promise<number | undefined> {
    const startedAt = now().getTime()
    const expiriesAtStart = expiries
    try {
      const row = await db
        .selectFrom('catalogue_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst()
      version = row ? Number(row.version) : undefined
    } catch {
      // the database is unreachable: nothing is served from memory until it answers again
      version = undefined
    }
    if (expiries === expiriesAtStart) checkedAt = startedAt
    return version
  }

  return {
    current() {
      const at = now().getTime()
      if (at >= checkedAt && at - checkedAt < versionCheckMs) return Promise.resolve(version)
      // share the read under way, unless a write of ours came after it began
      if (!reading || readingFor !== expiries) {
        const next = (reading ?? Promise.resolve(undefined)).then(read)
        readingFor = expiries
        reading = next
        void next.then(() => {
          if (reading === next) reading = undefined
        })
      }
      return reading
    },
    expire() {
      expiries += 1
      checkedAt = Number.NEGATIVE_INFINITY
    },
  }
}
