// Holds: seats (reserved seating, cinema) or quantities (general admission) kept for a buyer
// until `expires_at`. A hold takes exactly what was asked inside one short transaction, or
// nothing: it locks the asked seat rows and the two seats either side of each (the neighbours
// the no-orphan rule judges), or the quota rows, in a fixed order, checks them as they are
// now, and writes the hold. A hold counts only while it has not expired, so an expired
// hold frees its places with no job; the sweeper (sweeper.ts) only tidies rows.
import { type Kysely, sql } from 'kysely'
import { bestSeats } from '../../../domain/bestSeats'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/apiError'
import { betweenCheckAndWrite, inTransaction } from './locking'
import { newHoldId } from './numbers'
import { checkSeatRule, type PlanSeat, planRows, seatStatus } from './seatRule'

export interface HoldOptions {
  now: Date
  holdMinutes: number
  /** row locks (off only in the race test's control run) */
  locks: boolean
}

/** Reserved seats of a performance, or the seats of a cinema show. */
interface SeatTable {
  table: 'seats' | 'cinema_seats'
  show: 'performance_id' | 'show_id'
  /** what makes a row: a section's row, or a cinema row (indexed after the show's column) */
  rowColumns: string
  /** the same as one text */
  rowKey: string
}
const performanceSeats: SeatTable = {
  table: 'seats',
  show: 'performance_id',
  rowColumns: 'section_id, row_name',
  rowKey: "section_id || '/' || row_name",
}
const cinemaSeats: SeatTable = {
  table: 'cinema_seats',
  show: 'show_id',
  rowColumns: 'row_name',
  rowKey: 'row_name',
}

/**
 * In a hold's statement: its transaction commits without waiting for the write-ahead log to
 * reach the disk. A hold lost in a database crash (the last moment's) only frees its seats
 * again; a sale's commit waits as before, and the log is written in order, so every hold a sale
 * reads is on disk once the sale is. The locks are let go sooner: on a hot quota each hold
 * waited for the disk after the one before it (a row updated by four clients: 4,300 commits a
 * second waiting, 14,000 not, pgbench on this machine).
 */
const commitWithoutWaiting = sql`set_config('synchronous_commit', 'off', true)`

/** When a hold made now ends. */
export const expiryOf = (options: HoldOptions) =>
  new Date(+options.now + Math.round(options.holdMinutes * 60_000))

/** The whole rows of the asked seats (`ids`: sorted, distinct), with each seat's place in its row. */
function wholeRowsOf(seats: SeatTable, showId: number, ids: readonly string[]) {
  const table = sql.table(seats.table)
  const show = sql.ref(seats.show)
  const rowKey = sql.raw(seats.rowKey)
  const row = sql.raw(seats.rowColumns)
  // by the row's columns, not its key: the index on them finds the rows' seats alone
  return sql`
    select seat_id, status, held_until, ${rowKey} as row_key, seat_number, aisle_before,
      row_sort, position, row_number() over (partition by ${row} order by position) as n
    from ${table}
    where ${show} = ${showId} and (${row}) in (
      select ${row} from ${table} where ${show} = ${showId} and seat_id in (${sql.join(ids)})
    )
  `
}

const distinctSorted = (seatIds: readonly string[]) => [...new Set(seatIds)].sort()

/**
 * The hold's first read of a performance's seats, as a JSON column another statement can
 * carry (the hold request reads it with the performance: one round trip less); `holdSeats`
 * takes it back with `askedSeatRowsOf`. Null when no seat is asked.
 */
export function askedSeatRows(performanceId: number, seatIds: readonly string[]) {
  const ids = distinctSorted(seatIds)
  if (ids.length === 0) return sql<null>`null::json`
  return sql<PlanSeat[] | null>`(
    select json_agg(r order by r.row_key, r.row_sort, r.position)
    from (${wholeRowsOf(performanceSeats, performanceId, ids)}) r
  )`
}

/** `askedSeatRows`' JSON as rows (its times come as text). */
export function askedSeatRowsOf(json: PlanSeat[] | null): PlanSeat[] {
  return (json ?? []).map((seat) => ({
    ...seat,
    held_until: seat.held_until === null ? null : new Date(seat.held_until),
  }))
}

async function holdSeatsOf(
  db: Kysely<DB>,
  seats: SeatTable,
  hold: { memberId: number | null; showId: number; seatIds: readonly string[] },
  options: HoldOptions,
  /** the asked seats' rows as the request has just read them, for the first turn */
  readFirst?: PlanSeat[],
  /** one turn only, then SEAT_UNAVAILABLE (the caller reads and chooses again) */
  once = false,
): Promise<string> {
  const ids = distinctSorted(hold.seatIds)
  const holdId = newHoldId(options.now)
  const expiresAt = expiryOf(options)
  const table = sql.table(seats.table)
  const show = sql.ref(seats.show)
  const asked = sql.join(ids)
  const performanceId = seats.table === 'seats' ? hold.showId : null
  const cinemaShowId = seats.table === 'cinema_seats' ? hold.showId : null
  const rowsOfAsked = wholeRowsOf(seats, hold.showId, ids)
  // The hold's write, one statement (atomic by itself): with `seen` (the asked seats and the
  // two either side of each, with their states as the rule judged them) it locks those seats in
  // seat order and writes the hold and its seats only if every one of them is still as seen,
  // answering whether it wrote; with none (the control run) it writes unchecked.
  const write = async (executor: Kysely<DB>, seen: readonly PlanSeat[] | undefined) => {
    const window = (seen ?? []).map(
      (seat) => sql`(${seat.seat_id}, ${seatStatus(seat, options.now)})`,
    )
    const unchanged = seen
      ? sql`
        seen (seat_id, status) as (values ${sql.join(window)}),
        locked as materialized (
          select seat_id, seat_status(status, held_until, ${options.now}::timestamptz) as status
          from ${table}
          where ${show} = ${hold.showId} and seat_id in (select seat_id from seen)
          order by seat_id for update
        ),
        unchanged as materialized (
          select count(*) = ${window.length} as ok from locked join seen using (seat_id, status)
        )`
      : sql`unchanged as (select true as ok)`
    const { rows } = await sql<{ ok: boolean }>`
      with ${unchanged},
      hold as (
        insert into holds (id, member_id, performance_id, cinema_show_id, created_at, expires_at)
        select ${holdId}, ${hold.memberId}::int, ${performanceId}::int, ${cinemaShowId}::int,
          ${options.now}::timestamptz, ${expiresAt}::timestamptz
        from unchanged where ok
      ),
      taken as (
        update ${table} set hold_id = ${holdId}, held_until = ${expiresAt}
        where ${show} = ${hold.showId} and seat_id in (${asked}) and (select ok from unchanged)
      )
      select ok, ${commitWithoutWaiting} from unchanged
    `.execute(executor)
    return rows[0]?.ok === true
  }
  if (options.locks) {
    // Two round trips and no BEGIN or COMMIT: the rows read without a lock, the rule checked,
    // then the write, which locks the seats the rule looked at and writes only if each is as
    // the rule saw it. A locked row is the latest committed one even after a wait (READ
    // COMMITTED), so a hold that changed one of them first makes this one read and check again;
    // after a few such turns (a crowd on the same seats) the hold takes its locks before
    // reading instead.
    for (let attempt = 0; attempt < (once ? 1 : 3); attempt++) {
      const plan =
        attempt === 0 && readFirst
          ? readFirst
          : (
              await sql<PlanSeat>`
                ${rowsOfAsked} order by row_key, row_sort, position
              `.execute(db)
            ).rows
      const found = new Set(plan.map((seat) => seat.seat_id))
      if (ids.some((id) => !found.has(id))) throw new ApiError(409, 'SEAT_UNAVAILABLE')
      checkSeatRule(plan, ids, options.now)
      if (await write(db, windowOf(plan, ids))) return holdId
    }
    if (once) throw new ApiError(409, 'SEAT_UNAVAILABLE')
  }
  return inTransaction(db, options.locks, async (trx) => {
    // One statement, one round trip: the whole rows of the asked seats, with a lock on each
    // asked seat and the two seats either side of it in row order, every seat whose state
    // decides whether the block strands one. Locked in seat order like every locker of seat
    // rows, so holds whose windows overlap queue instead of deadlocking. A locked seat's state
    // is the latest committed one even after a wait (READ COMMITTED returns the row it waited
    // for as committed); the rest of the row, which only tells whether another placement
    // would strand nothing, is read as it is.
    const { rows: plan } = await sql<PlanSeat>`
      with plan as (${rowsOfAsked}),
      locked as materialized (
        select seat_id, status, held_until from ${table}
        where ${show} = ${hold.showId} and seat_id in (
          select p.seat_id from plan p join plan a on a.row_key = p.row_key
          where a.seat_id in (${asked}) and abs(a.n - p.n) <= 2
        )
        order by seat_id ${options.locks ? sql`for update` : sql``}
      )
      select p.seat_id, p.row_key, p.seat_number, p.aisle_before,
        coalesce(l.status, p.status) as status,
        case when l.seat_id is null then p.held_until else l.held_until end as held_until
      from plan p left join locked l on l.seat_id = p.seat_id
      order by p.row_key, p.row_sort, p.position
    `.execute(trx)
    const found = new Set(plan.map((seat) => seat.seat_id))
    if (ids.some((id) => !found.has(id))) throw new ApiError(409, 'SEAT_UNAVAILABLE')
    checkSeatRule(plan, ids, options.now)
    await betweenCheckAndWrite(options.locks)
    // the same write, its seats already locked here (so it finds them as read); the control
    // run writes unchecked
    if (!(await write(trx, options.locks ? windowOf(plan, ids) : undefined))) {
      throw new ApiError(409, 'SEAT_UNAVAILABLE')
    }
    return holdId
  })
}

/**
 * The asked seats and the two either side of each in row order (`plan` in row order): the
 * seats whose state the no-orphan rule judges.
 */
function windowOf(plan: readonly PlanSeat[], ids: readonly string[]): PlanSeat[] {
  const asked = new Set(ids)
  const window = new Set<PlanSeat>()
  for (let i = 0; i < plan.length; i++) {
    const seat = plan[i] as PlanSeat
    if (!asked.has(seat.seat_id)) continue
    for (let j = Math.max(0, i - 2); j <= Math.min(plan.length - 1, i + 2); j++) {
      const near = plan[j] as PlanSeat
      if (near.row_key === seat.row_key) window.add(near)
    }
  }
  return [...window]
}

/** Holds reserved seats of a performance; throws SEAT_UNAVAILABLE, SEATS_NOT_CONSECUTIVE, ORPHAN_SEAT. */
export function holdSeats(
  db: Kysely<DB>,
  hold: { memberId: number; performanceId: number; seatIds: readonly string[] },
  options: HoldOptions,
  /** `askedSeatRowsOf` the request's read, when it read them (saves the first read) */
  readFirst?: PlanSeat[],
): Promise<string> {
  return holdSeatsOf(
    db,
    performanceSeats,
    { memberId: hold.memberId, showId: hold.performanceId, seatIds: hold.seatIds },
    options,
    readFirst,
  )
}

/** The advisory locks best-seat picks take, one per performance: (this space, performance id). */
const bestSeatsLockSpace = 0x0be5
/** How many of the first rows with enough free seats a pick reads before reading them all. */
const firstRows = 4

/** A seat of a row a best-seat pick reads: where it is, for the hold's answer, and its zone. */
interface CandidateSeat extends PlanSeat {
  price_zone_id: number
  section_id: string
  row_name: string
}

/** A seat a best-seat pick held, as the hold's tickets name it. */
export interface PickedSeat {
  seatId: string
  section: string
  row: string
  seat: string
}

/**
 * The whole rows of a performance that have `count` or more free seats of the zone, in the
 * plan's order (the venue's sections in turn, front ones first; front row first), the first
 * `rows` of them, or all with none: the only rows the best block can be in.
 */
function candidateRows(
  executor: Kysely<DB>,
  hold: { performanceId: number; priceZoneId: number; count: number },
  now: Date,
  rows: number | null,
) {
  return sql<CandidateSeat>`
    with candidate as (
      select s.section_id, s.row_name,
        row_number() over (order by v.sort nulls last, s.section_id, min(s.row_sort), s.row_name)
          as rank
      from seats s
      join performances p on p.id = s.performance_id
      join events e on e.id = p.event_id
      left join venue_sections v on v.venue_id = e.venue_id and v.section_id = s.section_id
      where s.performance_id = ${hold.performanceId}
      group by s.section_id, s.row_name, v.sort
      having count(*) filter (where s.price_zone_id = ${hold.priceZoneId}
        and seat_status(s.status, s.held_until, ${now}::timestamptz) = 'available') >= ${hold.count}
      order by rank
      limit ${rows}
    )
    select s.seat_id, s.status, s.held_until, s.section_id || '/' || s.row_name as row_key,
      s.seat_number, s.aisle_before, s.price_zone_id, s.section_id, s.row_name
    from seats s join candidate c on c.section_id = s.section_id and c.row_name = s.row_name
    where s.performance_id = ${hold.performanceId}
    order by c.rank, s.position
  `.execute(executor)
}

/**
 * Whether any row of the performance still has `count` free seats of the zone: the question
 * `candidateRows` answers first, without placing or ordering the rows (0.4 ms of PostgreSQL on
 * a thousand seats, against 1 ms).
 */
async function anyRowWithRoom(
  executor: Kysely<DB>,
  hold: { performanceId: number; priceZoneId: number; count: number },
  now: Date,
) {
  const { rows } = await sql<{ room: boolean }>`
    select exists (
      select from seats s
      where s.performance_id = ${hold.performanceId} and s.price_zone_id = ${hold.priceZoneId}
        and seat_status(s.status, s.held_until, ${now}::timestamptz) = 'available'
      group by s.section_id, s.row_name
      having count(*) >= ${hold.count}
    ) as room
  `.execute(executor)
  return rows[0]?.room === true
}

/** The best block in the rows read, if any (`plan` in the plan's order, with price zones). */
function bestOf(plan: readonly CandidateSeat[], priceZoneId: number, count: number, now: Date) {
  const zones = new Map(plan.map((seat) => [seat.seat_id, seat.price_zone_id]))
  return bestSeats(planRows(plan, now), count, (seat) => zones.get(seat.id) === priceZoneId)
}

/** Best-seat picks waiting in this process, per database and performance: one at a time each. */
const picking = new WeakMap<Kysely<DB>, Map<number, Promise<unknown>>>()
function oneAtATime<T>(db: Kysely<DB>, performanceId: number, pick: () => Promise<T>): Promise<T> {
  const queues = picking.get(db) ?? new Map<number, Promise<unknown>>()
  picking.set(db, queues)
  const before = queues.get(performanceId) ?? Promise.resolve()
  const mine = before.then(pick, pick)
  const settled = mine.catch(() => undefined)
  queues.set(performanceId, settled)
  void settled.then(() => {
    if (queues.get(performanceId) === settled) queues.delete(performanceId)
  })
  return mine
}

/**
 * Holds the best available seats of one price zone of a performance (domain/bestSeats.ts),
 * chosen from the plan as it is now and held as a choice on the plan would be, under the same
 * row locks and checks. Every buyer asking at once would choose the same block, so the picks of
 * a performance take turns: in this process in memory (a waiting pick holds no database
 * connection), between processes by a transaction-scoped advisory lock (as pretix locks a
 * quota); each reads after the one before has written. It reads only the first rows with enough
 * free seats of the zone, all of them if those have no block, and none when no row has enough:
 * then it refuses before waiting its turn. A buyer picking on the plan who takes a seat of the
 * block meanwhile makes it read and choose again, twice at most.
 */
export async function holdBestSeats(
  db: Kysely<DB>,
  hold: { memberId: number; performanceId: number; priceZoneId: number; count: number },
  options: HoldOptions,
): Promise<{ holdId: string; seats: PickedSeat[] }> {
  const gone = () => new ApiError(409, 'SEAT_UNAVAILABLE')
  // sold out (in this zone, for this many): no turn to wait for
  if (!(await anyRowWithRoom(db, hold, options.now))) throw gone()
  return oneAtATime(db, hold.performanceId, () =>
    inTransaction(db, options.locks, async (trx) => {
      if (options.locks) {
        await sql`select pg_advisory_xact_lock(${bestSeatsLockSpace}::int, ${hold.performanceId}::int)`.execute(
          trx,
        )
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        let plan = (await candidateRows(trx, hold, options.now, firstRows)).rows
        let seatIds = bestOf(plan, hold.priceZoneId, hold.count, options.now)
        if (!seatIds && plan.length > 0) {
          plan = (await candidateRows(trx, hold, options.now, null)).rows
          seatIds = bestOf(plan, hold.priceZoneId, hold.count, options.now)
        }
        if (!seatIds) throw gone()
        const block = { memberId: hold.memberId, showId: hold.performanceId, seatIds }
        const holdId = await holdSeatsOf(trx, performanceSeats, block, options, plan, true).catch(
          (error: unknown) => {
            // the block or a neighbour changed since the read: choose again
            if (error instanceof ApiError && error.status === 409) return undefined
            throw error
          },
        )
        if (!holdId) continue
        // in the plan's order, as the basket lists them (a block is in one row)
        const picked = new Set(seatIds)
        const seats = plan
          .filter((seat) => picked.has(seat.seat_id))
          .map((seat) => ({
            seatId: seat.seat_id,
            section: seat.section_id,
            row: seat.row_name,
            seat: seat.seat_number,
          }))
        return { holdId, seats }
      }
      // a crowd picking on the plan kept taking the chosen seats
      throw gone()
    }),
  )
}

/** Holds consecutive seats of a cinema show, for a member or a visitor (memberId null). */
export function holdCinemaSeats(
  db: Kysely<DB>,
  hold: { memberId: number | null; showId: number; seatIds: readonly string[] },
  options: HoldOptions,
): Promise<string> {
  return holdSeatsOf(db, cinemaSeats, hold, options)
}

/** General-admission quantities by price zone, a zone named twice summed. */
export function zonesWanted(quantities: readonly { priceZoneId: number; quantity: number }[]) {
  const wanted = new Map<number, number>()
  for (const { priceZoneId, quantity } of quantities) {
    wanted.set(priceZoneId, (wanted.get(priceZoneId) ?? 0) + quantity)
  }
  return wanted
}

/**
 * Holds general-admission tickets: under a lock on each quota row (in price-zone order), what is
 * left is capacity − sold − live holds; throws SEAT_UNAVAILABLE when a zone has too few, and
 * NOT_FOUND for a zone the performance does not sell. With locks, one call of the database's
 * `hold_quantities` does it all (migration 0012); without (the control run), the same steps
 * run here one by one.
 */
export async function holdQuantities(
  db: Kysely<DB>,
  hold: {
    memberId: number
    performanceId: number
    quantities: readonly { priceZoneId: number; quantity: number }[]
  },
  options: HoldOptions,
): Promise<string> {
  const wanted = zonesWanted(hold.quantities)
  const zones = [...wanted.keys()].sort((a, b) => a - b)
  const holdId = newHoldId(options.now)
  const expiresAt = expiryOf(options)
  if (options.locks) {
    // one round trip: lock, count and write in a function (migration 0012), atomic by itself
    const { rows } = await sql<{ outcome: string }>`
      select hold_quantities(${holdId}, ${hold.memberId}::int, ${hold.performanceId}::int,
        array[${sql.join(zones)}]::int[],
        array[${sql.join(zones.map((zone) => wanted.get(zone) ?? 0))}]::int[],
        ${options.now}::timestamptz, ${expiresAt}::timestamptz) as outcome, ${commitWithoutWaiting}
    `.execute(db)
    const outcome = rows[0]?.outcome
    if (outcome === 'NOT_FOUND') throw new ApiError(404, 'NOT_FOUND')
    if (outcome !== 'held') throw new ApiError(409, 'SEAT_UNAVAILABLE')
    return holdId
  }
  // the control run: the same steps one by one, with no transaction and no lock
  const quotas = await db
    .selectFrom('ga_quotas')
    .select(['price_zone_id', 'capacity', 'sold'])
    .where('performance_id', '=', hold.performanceId)
    .where('price_zone_id', 'in', zones)
    .orderBy('price_zone_id')
    .execute()
  if (quotas.length !== zones.length) throw new ApiError(404, 'NOT_FOUND')
  const held = await db
    .selectFrom('ga_holds')
    .select(['price_zone_id', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('performance_id', '=', hold.performanceId)
    .where('price_zone_id', 'in', zones)
    .where('held_until', '>', options.now)
    .groupBy('price_zone_id')
    .execute()
  for (const quota of quotas) {
    const heldNow = held.find((h) => h.price_zone_id === quota.price_zone_id)?.quantity ?? 0
    const left = quota.capacity - quota.sold - heldNow
    if ((wanted.get(quota.price_zone_id) ?? 0) > left) {
      throw new ApiError(409, 'SEAT_UNAVAILABLE')
    }
  }
  await betweenCheckAndWrite(options.locks)
  await sql`
    with hold as (
      insert into holds (id, member_id, performance_id, created_at, expires_at)
      values (${holdId}, ${hold.memberId}, ${hold.performanceId}, ${options.now}, ${expiresAt})
    )
    insert into ga_holds (hold_id, performance_id, price_zone_id, quantity, held_until)
    values ${sql.join(
      zones.map(
        (zone) =>
          sql`(${holdId}, ${hold.performanceId}, ${zone}, ${wanted.get(zone) ?? 0}, ${expiresAt})`,
      ),
    )}
  `.execute(db)
  return holdId
}

/**
 * Gives back the seats and quantities of holds (their rows already locked by the caller).
 * Seat rows are locked in seat order like a hold's; with `skipLocked` (the sweeper) a seat some
 * hold is taking right now is left to that hold, which overwrites it anyway.
 */
export async function freePlaces(
  trx: Kysely<DB>,
  holdIds: readonly string[],
  options: { locks: boolean; skipLocked?: boolean },
): Promise<void> {
  if (holdIds.length === 0) return
  const lock = options.locks
    ? sql`for update ${options.skipLocked ? sql`skip locked` : sql``}`
    : sql``
  for (const seats of [performanceSeats, cinemaSeats]) {
    const table = sql.table(seats.table)
    const show = sql.ref(seats.show)
    const { rows } = await sql<{ show: number; seat_id: string }>`
      select ${show} as show, seat_id from ${table}
      where hold_id in (${sql.join(holdIds)}) and status = 'available'
      order by ${show}, seat_id ${lock}
    `.execute(trx)
    if (rows.length === 0) continue
    await sql`
      update ${table} set hold_id = null, held_until = null
      where hold_id in (${sql.join(holdIds)}) and status = 'available'
        and (${show}, seat_id) in (${sql.join(rows.map((row) => sql`(${row.show}, ${row.seat_id})`))})
    `.execute(trx)
  }
  await trx.deleteFrom('ga_holds').where('hold_id', 'in', holdIds).execute()
}

/** Releases a live hold of the member's (or a visitor's booking); false when there is none. */
export async function releaseHold(
  db: Kysely<DB>,
  holdId: string,
  memberId: number | null,
  options: { now: Date; locks: boolean },
): Promise<boolean> {
  return inTransaction(db, options.locks, async (trx) => {
    const hold = await trx
      .selectFrom('holds')
      .select('id')
      .where('id', '=', holdId)
      .where((eb) =>
        memberId === null ? eb('member_id', 'is', null) : eb('member_id', '=', memberId),
      )
      .where('status', '=', 'held')
      .where('expires_at', '>', options.now)
      .$if(options.locks, (query) => query.forUpdate())
      .executeTakeFirst()
    if (!hold) return false
    await freePlaces(trx, [holdId], options)
    await trx.updateTable('holds').set({ status: 'released' }).where('id', '=', holdId).execute()
    return true
  })
}

/**
 * Releases the member's live holds on event performances other than `performanceId`; answers
 * whether the member still holds some for `performanceId`.
 */
export async function releaseOtherPerformances(
  db: Kysely<DB>,
  memberId: number,
  performanceId: number,
  options: { now: Date; locks: boolean },
): Promise<boolean> {
  const live = await db
    .selectFrom('holds')
    .select(['id', 'performance_id'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'held')
    .where('expires_at', '>', options.now)
    .where('performance_id', 'is not', null)
    .execute()
  for (const other of live) {
    if (other.performance_id !== performanceId) await releaseHold(db, other.id, memberId, options)
  }
  return live.some((hold) => hold.performance_id === performanceId)
}

/** Tickets the member holds now for a performance (the per-transaction limit counts them). */
export async function ticketsHeld(
  db: Kysely<DB>,
  memberId: number,
  performanceId: number,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (
      (select count(*) from seats s join holds h on h.id = s.hold_id
        where h.member_id = ${memberId} and h.performance_id = ${performanceId}
          and h.status = 'held' and h.expires_at > ${now} and s.status = 'available')
      + (select coalesce(sum(g.quantity), 0) from ga_holds g join holds h on h.id = g.hold_id
        where h.member_id = ${memberId} and h.performance_id = ${performanceId}
          and h.status = 'held' and h.expires_at > ${now})
    )::int as n
  `.execute(db)
  return rows[0]?.n ?? 0
}
