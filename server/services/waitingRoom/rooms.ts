// A queued performance's room: made by the seed or a test, read by every process once per
// tick. The seed of the shuffle is drawn here and only its hash is shown until the opening.
import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { seedHashOf } from '../../../domain/waitingRoom'
import type { DB } from '../../db/schema'

export interface NewRoom {
  performanceId: number
  opensAt: Date
  /** from when members can join: 30 minutes before the opening unless given */
  preQueueAt?: Date
  admissionPerMinute: number
  activeCap: number
  passMinutes?: number
  /** the shuffle's seed (hex); drawn at random unless given (tests) */
  seed?: string
}

/** Puts a performance behind a waiting room (or sets its room afresh, emptied). */
export async function createRoom(db: Kysely<DB>, room: NewRoom) {
  const seed = room.seed ?? randomBytes(32).toString('hex')
  const values = {
    performance_id: room.performanceId,
    opens_at: room.opensAt,
    pre_queue_at: room.preQueueAt ?? new Date(+room.opensAt - 30 * 60_000),
    admission_per_minute: room.admissionPerMinute,
    rate_per_minute: room.admissionPerMinute,
    active_cap: room.activeCap,
    pass_minutes: room.passMinutes ?? 10,
    seed,
    seed_hash: seedHashOf(seed),
  }
  // run by the seed (inside its transaction) and by tests, never while buyers wait
  await db.deleteFrom('waiting_rooms').where('performance_id', '=', room.performanceId).execute()
  await db.insertInto('waiting_rooms').values(values).execute()
}

/** An admission of the log: positions from+1 … to were let in at `at`. */
export interface Admission {
  from: number
  to: number
  at: Date
}

export interface RoomRow {
  performanceId: number
  opensAt: Date
  preQueueAt: Date
  admissionPerMinute: number
  ratePerMinute: number
  activeCap: number
  passMinutes: number
  seed: string
  seedHash: string
  joined: number
  groupSize: number | null
  serving: number
  carry: number
  lastTickAt: Date | null
  soldOut: boolean
  /** the performance's start: the sale and its room close then */
  startsAt: Date
  /** the admissions of the last pass lifetime, oldest first */
  admissions: Admission[]
}

/**
 * Every room whose performance has not started, with its recent admissions: the one read a
 * process makes per tick, whatever the number of buyers.
 */
export async function readRooms(db: Kysely<DB>, now: Date): Promise<RoomRow[]> {
  const { rows } = await sql<{
    performance_id: number
    opens_at: Date | string
    pre_queue_at: Date | string
    admission_per_minute: number
    rate_per_minute: number
    active_cap: number
    pass_minutes: number
    seed: string
    seed_hash: string
    joined: number
    group_size: number | null
    serving: number
    carry: number
    last_tick_at: Date | string | null
    sold_out: boolean
    starts_at: Date | string
    admissions: { from: number; to: number; at: string }[] | string
  }>`
    select r.*, p.starts_at,
      coalesce((
        select json_agg(json_build_object('from', a.from_serving, 'to', a.to_serving, 'at', a.at) order by a.id)
        from waiting_room_admissions a
        where a.performance_id = r.performance_id
          and a.at > ${now}::timestamptz - make_interval(mins => r.pass_minutes + 1)
      ), '[]') as admissions
    from waiting_rooms r join performances p on p.id = r.performance_id
    where p.starts_at > ${now}
  `.execute(db)
  return rows.map((row) => {
    const admissions =
      typeof row.admissions === 'string' ? JSON.parse(row.admissions) : row.admissions
    return {
      performanceId: row.performance_id,
      opensAt: new Date(row.opens_at),
      preQueueAt: new Date(row.pre_queue_at),
      admissionPerMinute: row.admission_per_minute,
      ratePerMinute: Number(row.rate_per_minute),
      activeCap: row.active_cap,
      passMinutes: row.pass_minutes,
      seed: row.seed,
      seedHash: row.seed_hash,
      joined: row.joined,
      groupSize: row.group_size,
      serving: row.serving,
      carry: Number(row.carry),
      lastTickAt: row.last_tick_at === null ? null : new Date(row.last_tick_at),
      soldOut: row.sold_out,
      startsAt: new Date(row.starts_at),
      admissions: (admissions as { from: number; to: number; at: string }[]).map((a) => ({
        from: a.from,
        to: a.to,
        at: new Date(a.at),
      })),
    }
  })
}
