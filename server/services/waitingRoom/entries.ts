// A member's entry in a room: one per member per sale. Joining numbers it (the room's `joined`
// counter, in the same transaction, so numbers have no gaps and a second join of the same
// member finds the first); a status read is one indexed read, kept a few seconds per process.
import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'

export interface Entry {
  id: string
  performanceId: number
  memberId: number
  number: number
  streamKey: string
  joinedAt: Date
  lastSeenAt: Date
  state: 'waiting' | 'expired'
}

type EntryRow = DB['waiting_room_entries'] extends infer R ? { [K in keyof R]: unknown } : never

function entryOf(row: EntryRow): Entry {
  return {
    id: row.id as string,
    performanceId: row.performance_id as number,
    memberId: row.member_id as number,
    number: row.number as number,
    streamKey: row.stream_key as string,
    joinedAt: new Date(row.joined_at as Date),
    lastSeenAt: new Date(row.last_seen_at as Date),
    state: row.state as Entry['state'],
  }
}

export async function readEntry(db: Kysely<DB>, performanceId: number, memberId: number) {
  const row = await db
    .selectFrom('waiting_room_entries')
    .selectAll()
    .where('performance_id', '=', performanceId)
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  return row ? entryOf(row) : undefined
}

export async function readEntryByStreamKey(db: Kysely<DB>, streamKey: string) {
  const row = await db
    .selectFrom('waiting_room_entries')
    .selectAll()
    .where('stream_key', '=', streamKey)
    .executeTakeFirst()
  return row ? entryOf(row) : undefined
}

/**
 * The member's entry: the one they have, or a new one at the back of the line (`requeue`: the
 * one they have, numbered afresh at the back). The room's counter moves in the same
 * transaction, which also fixes the pre-queue's size once the opening has come, so a join and
 * the opening agree on who was early.
 */
export async function joinEntry(
  db: Kysely<DB>,
  performanceId: number,
  memberId: number,
  now: Date,
  requeue: boolean,
): Promise<Entry> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('waiting_room_entries')
      .selectAll()
      .where('performance_id', '=', performanceId)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst()
    if (existing && !requeue) return entryOf(existing)
    const { rows } = await sql<{ joined: number }>`
      update waiting_rooms set
        group_size = case when group_size is null and opens_at <= ${now} then joined else group_size end,
        joined = joined + 1
      where performance_id = ${performanceId}
      returning joined
    `.execute(trx)
    const number = rows[0]?.joined
    if (number === undefined) throw new Error(`no waiting room for performance ${performanceId}`)
    if (existing) {
      const row = await trx
        .updateTable('waiting_room_entries')
        .set({ number, joined_at: now, last_seen_at: now, state: 'waiting' })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return entryOf(row)
    }
    const row = await trx
      .insertInto('waiting_room_entries')
      .values({
        id: randomBytes(9).toString('base64url'),
        performance_id: performanceId,
        member_id: memberId,
        number,
        stream_key: randomBytes(16).toString('base64url'),
        joined_at: now,
        last_seen_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return entryOf(row)
  })
}

/** The member was there at `now` (written at most once a minute per entry). */
export async function touchEntry(db: Kysely<DB>, entry: Entry, now: Date) {
  await db
    .updateTable('waiting_room_entries')
    .set({ last_seen_at: now })
    .where('id', '=', entry.id)
    .execute()
}

export async function markExpired(db: Kysely<DB>, entry: Entry) {
  await db
    .updateTable('waiting_room_entries')
    .set({ state: 'expired' })
    .where('id', '=', entry.id)
    .where('number', '=', entry.number)
    .execute()
}

/**
 * The pre-queue's entry ids by number, for the published shuffle: an empty string where that
 * number's member has since queued again at the back (their entry has a new number).
 */
export async function preQueueIds(db: Kysely<DB>, performanceId: number, groupSize: number) {
  const rows = await db
    .selectFrom('waiting_room_entries')
    .select(['id', 'number'])
    .where('performance_id', '=', performanceId)
    .where('number', '<=', groupSize)
    .orderBy('number')
    .execute()
  const ids = new Array<string>(groupSize).fill('')
  for (const row of rows) ids[row.number - 1] = row.id
  return ids
}
