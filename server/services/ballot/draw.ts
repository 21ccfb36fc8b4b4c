// Running a performance's draw (docs/ballot.md), exactly once: in one transaction it locks the
// performance, finds no earlier draw, reads the entrants (wishes added or waiting for the draw,
// by member, in each member's order of preference) and the places left (locking the seat rows
// in seat order, or the quota rows in price-zone order, as selling does), draws with a new
// seed (matching.ts), stores the seed, inputs, order and results, holds every winner's seats
// until the payment deadline and marks every wish. Winners are then paid with points, each in
// a transaction of its own (payWish.ts). A second run, here or in another process, waits for
// the first and finds its draw.
import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { BallotEntrant, BallotInputs, BallotOutcome, BallotSeat } from '../../../domain/ballot'
import { ballotPayBy } from '../../../domain/ballot'
import { DomainError } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { newHoldId } from '../selling/numbers'
import { type SeatState, seatStatus } from '../selling/seatRule'
import { drawBallot } from './matching'
import { payWish, type WishPayment } from './payWish'
import { wishResults } from './texts'

export interface DrawSummary {
  performanceId: number
  /** false: drawn before (the stored draw is reported) */
  drewNow: boolean
  seed: string
  entrants: number
  matched: number
  notMatched: number
}

async function entrantsOf(trx: Kysely<DB>, performanceId: number): Promise<BallotEntrant[]> {
  const wishes = await trx
    .selectFrom('wish_list_entries')
    .select(['id', 'member_id', 'price_zone_id', 'quantity'])
    .where('performance_id', '=', performanceId)
    .where('status', 'in', ['added', 'matching'])
    .orderBy('member_id')
    .orderBy('sequence')
    .orderBy('id')
    .execute()
  const entrants: BallotEntrant[] = []
  for (const wish of wishes) {
    let entrant = entrants.at(-1)
    if (entrant?.memberId !== wish.member_id) {
      entrant = { memberId: wish.member_id, wishes: [] }
      entrants.push(entrant)
    }
    entrant.wishes.push({ id: wish.id, priceZoneId: wish.price_zone_id, quantity: wish.quantity })
  }
  return entrants
}

interface SeatLine {
  seat_id: string
  section_id: string
  row_name: string
  row_sort: number
  position: number
  price_zone_id: number
  status: SeatState['status']
  held_until: Date | null
  aisle_before: boolean
}

/** The places left in the wished-for zones, their rows locked until the draw commits. */
async function supplyOf(
  trx: Kysely<DB>,
  performanceId: number,
  zones: number[],
  now: Date,
): Promise<Pick<BallotInputs, 'seatRows' | 'quotas'>> {
  if (zones.length === 0) return { seatRows: [], quotas: [] }
  const { rows: seats } = await sql<SeatLine>`
    select seat_id, section_id, row_name, row_sort, position, price_zone_id, status, held_until,
      aisle_before
    from seats
    where performance_id = ${performanceId} and (section_id, row_name) in (
      select section_id, row_name from seats
      where performance_id = ${performanceId} and price_zone_id in (${sql.join(zones)})
    )
    order by seat_id
    for update
  `.execute(trx)
  seats.sort(
    (a, b) =>
      a.section_id.localeCompare(b.section_id) ||
      a.row_sort - b.row_sort ||
      a.position - b.position,
  )
  const seatRows: BallotInputs['seatRows'] = []
  for (const seat of seats) {
    const id = `${seat.section_id}/${seat.row_name}`
    let row = seatRows.at(-1)
    if (row?.id !== id) {
      row = { id, seats: [] }
      seatRows.push(row)
    }
    const line: BallotSeat = {
      id: seat.seat_id,
      priceZoneId: seat.price_zone_id,
      available: seatStatus(seat, now) === 'available',
    }
    if (seat.aisle_before) line.gapBefore = true
    row.seats.push(line)
  }

  const quotas = await trx
    .selectFrom('ga_quotas')
    .select(['price_zone_id', 'capacity', 'sold'])
    .where('performance_id', '=', performanceId)
    .where('price_zone_id', 'in', zones)
    .orderBy('price_zone_id')
    .forUpdate()
    .execute()
  const held = await trx
    .selectFrom('ga_holds')
    .select(['price_zone_id', sql<number>`sum(quantity)::int`.as('quantity')])
    .where('performance_id', '=', performanceId)
    .where('price_zone_id', 'in', zones)
    .where('held_until', '>', now)
    .groupBy('price_zone_id')
    .execute()
  return {
    seatRows,
    quotas: quotas.map((quota) => ({
      priceZoneId: quota.price_zone_id,
      quantity: Math.max(
        0,
        quota.capacity -
          quota.sold -
          (held.find((h) => h.price_zone_id === quota.price_zone_id)?.quantity ?? 0),
      ),
    })),
  }
}

/** Holds a winner's places until `payBy`, for the wish (no member's basket shows it). */
async function holdWin(
  trx: Kysely<DB>,
  performanceId: number,
  win: { seatIds: string[]; priceZoneId: number; quantity: number },
  now: Date,
  payBy: Date,
): Promise<string> {
  const holdId = newHoldId(now)
  await trx
    .insertInto('holds')
    .values({
      id: holdId,
      member_id: null,
      performance_id: performanceId,
      created_at: now,
      expires_at: payBy,
    })
    .execute()
  if (win.seatIds.length > 0) {
    await trx
      .updateTable('seats')
      .set({ hold_id: holdId, held_until: payBy })
      .where('performance_id', '=', performanceId)
      .where('seat_id', 'in', win.seatIds)
      .execute()
  } else {
    await trx
      .insertInto('ga_holds')
      .values({
        hold_id: holdId,
        performance_id: performanceId,
        price_zone_id: win.priceZoneId,
        quantity: win.quantity,
        held_until: payBy,
      })
      .execute()
  }
  return holdId
}

async function record(
  trx: Kysely<DB>,
  performance: { id: number; starts_at: Date },
  draw: { seed: string; inputs: BallotInputs; outcome: BallotOutcome },
  now: Date,
) {
  const { inputs, outcome } = draw
  await trx
    .insertInto('ballot_draws')
    .values({
      performance_id: performance.id,
      drawn_at: now,
      seed: draw.seed,
      inputs: JSON.stringify(inputs),
      entrant_order: JSON.stringify(outcome.order),
      results: JSON.stringify(outcome.results),
    })
    .execute()
  const wishes = new Map(
    inputs.entrants.flatMap((entrant) => entrant.wishes.map((wish) => [wish.id, wish] as const)),
  )
  const payBy = ballotPayBy(now, performance.starts_at)
  for (const result of outcome.results) {
    const wish = wishes.get(result.wishId)
    if (!wish) continue
    if (result.outcome === 'matched') {
      const holdId = await holdWin(
        trx,
        performance.id,
        { ...wish, seatIds: result.seatIds },
        now,
        payBy,
      )
      await trx
        .updateTable('wish_list_entries')
        .set({
          status: 'matched',
          hold_id: holdId,
          seat_info: result.seatIds.length > 0 ? result.seatIds.join(', ') : null,
          pay_by: payBy,
          decided_at: now,
          result: JSON.stringify(wishResults.matched(payBy)),
        })
        .where('id', '=', wish.id)
        .execute()
    } else {
      await trx
        .updateTable('wish_list_entries')
        .set({
          status: 'notMatched',
          decided_at: now,
          result: JSON.stringify(wishResults.notMatched),
        })
        .where('id', '=', wish.id)
        .execute()
    }
  }
}

const summaryOf = (
  performanceId: number,
  drewNow: boolean,
  draw: { seed: string; entrant_order: number[]; results: BallotOutcome['results'] },
): DrawSummary => ({
  performanceId,
  drewNow,
  seed: draw.seed,
  entrants: draw.entrant_order.length,
  matched: draw.results.filter((r) => r.outcome === 'matched').length,
  notMatched: draw.results.filter((r) => r.outcome === 'notMatched').length,
})

/** Draws the performance's ballot unless it was drawn before. `seed` only for tests and audits. */
export async function drawPerformance(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
  options: { seed?: string } = {},
): Promise<DrawSummary> {
  return db.transaction().execute((trx) => drawWithin(trx, performanceId, now, options))
}

/** The draw in a transaction the caller holds (the office's draw audits it in the same one). */
export async function drawWithin(
  trx: Kysely<DB>,
  performanceId: number,
  now: Date,
  options: { seed?: string } = {},
): Promise<DrawSummary> {
  // no key update: holds and wishes that refer to the performance still go in meanwhile
  const performance = await trx
    .selectFrom('performances')
    .select(['id', 'starts_at'])
    .where('id', '=', performanceId)
    .forNoKeyUpdate()
    .executeTakeFirst()
  if (!performance) throw new DomainError('NOT_FOUND')
  const earlier = await trx
    .selectFrom('ballot_draws')
    .select(['seed', 'entrant_order', 'results'])
    .where('performance_id', '=', performanceId)
    .executeTakeFirst()
  if (earlier) return summaryOf(performanceId, false, earlier)

  const entrants = await entrantsOf(trx, performanceId)
  const zones = [...new Set(entrants.flatMap((e) => e.wishes.map((w) => w.priceZoneId)))].sort(
    (a, b) => a - b,
  )
  const inputs: BallotInputs = { entrants, ...(await supplyOf(trx, performanceId, zones, now)) }
  const seed = options.seed ?? randomBytes(32).toString('hex')
  const outcome = drawBallot(seed, inputs)
  await record(trx, performance, { seed, inputs, outcome }, now)
  return summaryOf(performanceId, true, {
    seed,
    entrant_order: outcome.order,
    results: outcome.results,
  })
}

/**
 * Pays every wish the draw matched that is still waiting (right after the draw, or when the job
 * runs again after a crash); wishes matched before this system (no hold) wait for the member.
 */
export async function payWinners(
  db: Kysely<DB>,
  performanceId: number,
  options: { now: Date; holdMinutes: number },
): Promise<Record<WishPayment, number>> {
  const won = await db
    .selectFrom('wish_list_entries')
    .select('id')
    .where('performance_id', '=', performanceId)
    .where('status', '=', 'matched')
    .where('hold_id', 'is not', null)
    .orderBy('id')
    .execute()
  const paid: Record<WishPayment, number> = { bought: 0, pointsNotPaid: 0, paymentFailed: 0 }
  for (const wish of won) paid[await payWish(db, wish.id, options)]++
  return paid
}

/** The draw and the winners' payments: what the scheduled job and `npm run ballot:draw` run. */
export async function runBallot(
  db: Kysely<DB>,
  performanceId: number,
  options: { now: Date; holdMinutes: number; seed?: string },
): Promise<DrawSummary & { payments: Record<WishPayment, number> }> {
  const draw = await drawPerformance(db, performanceId, options.now, options)
  const payments = await payWinners(db, performanceId, options)
  return { ...draw, payments }
}
