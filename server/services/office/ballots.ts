// The box office's ballots (issue #35): the performances with a wish-list ballot and its state,
// closing one early and opening it again, running its draw (server/services/ballot/draw.ts, the
// rules of docs/ballot.md) and reading the result: the seed the draw published, the order it gave
// and every wish's outcome. A ballot is open until it closes, by staff here or by the time (72
// hours before the show, domain/ballot.ts), and drawn once. Every change is in the audit log, in
// the transaction that makes it.
import { type Kysely, sql } from 'kysely'
import type { components } from '../../../contract/schema.gen'
import { ballotClosesAt, isBallotOpen } from '../../../domain/ballot'
import { DomainError } from '../../../domain/domainError'
import type { DB } from '../../db/schema'
import { drawWithin } from '../ballot/draw'
import { hongKongTime } from '../format'
import { recordAudit } from './audit'

type OfficeBallot = components['schemas']['OfficeBallot']
type OfficeBallotDetail = components['schemas']['OfficeBallotDetail']
type BallotState = OfficeBallot['state']

/** The wishes that count on the list: every one but those the member cancelled. */
const wishesInPlay = sql<number>`count(w.id) filter (where w.status <> 'cancelled')::int`

function ballotsQuery(db: Kysely<DB>) {
  return db
    .selectFrom('performances as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .leftJoin('ballots as b', 'b.performance_id', 'p.id')
    .leftJoin('ballot_draws as d', 'd.performance_id', 'p.id')
    .leftJoin('wish_list_entries as w', 'w.performance_id', 'p.id')
    .select(['p.id', 'p.starts_at', 'e.title', 'b.state', 'd.drawn_at', wishesInPlay.as('wishes')])
    .groupBy(['p.id', 'p.starts_at', 'e.title', 'b.state', 'd.drawn_at'])
}

type BallotRow = Awaited<ReturnType<ReturnType<typeof ballotsQuery>['execute']>>[number]

/** Drawn; else closed by staff or by the time; else open. */
function stateOf(row: Pick<BallotRow, 'starts_at' | 'state' | 'drawn_at'>, now: Date): BallotState {
  if (row.drawn_at) return 'drawn'
  if (row.state === 'closed' || !isBallotOpen(now, row.starts_at)) return 'closed'
  return 'open'
}

function ballotView(row: BallotRow, now: Date): OfficeBallot {
  return {
    performanceId: row.id,
    eventTitle: row.title,
    startsAt: hongKongTime(row.starts_at),
    closesAt: hongKongTime(ballotClosesAt(row.starts_at)),
    state: stateOf(row, now),
    wishes: row.wishes,
  }
}

/**
 * The performances that have a ballot: a wish made for them, a state staff set or a draw; the
 * soonest show first.
 */
export async function listBallots(db: Kysely<DB>, now: Date): Promise<OfficeBallot[]> {
  const rows = await ballotsQuery(db)
    .having((eb) =>
      eb.or([
        eb(eb.fn.count('w.id'), '>', 0),
        eb('b.state', 'is not', null),
        eb('d.drawn_at', 'is not', null),
      ]),
    )
    .orderBy('p.starts_at')
    .orderBy('p.id')
    .execute()
  return rows.map((row) => ballotView(row, now))
}

async function ballotOf(db: Kysely<DB>, performanceId: number, now: Date): Promise<OfficeBallot> {
  const row = await ballotsQuery(db).where('p.id', '=', performanceId).executeTakeFirst()
  if (!row) throw new DomainError('NOT_FOUND')
  return ballotView(row, now)
}

/** A ballot with its draw: the seed, the order it gave and each wish's result. */
export async function ballotDetail(
  db: Kysely<DB>,
  performanceId: number,
  now: Date,
): Promise<OfficeBallotDetail> {
  const ballot = await ballotOf(db, performanceId, now)
  const draw = await db
    .selectFrom('ballot_draws')
    .select(['drawn_at', 'seed', 'entrant_order', 'results', 'inputs'])
    .where('performance_id', '=', performanceId)
    .executeTakeFirst()
  if (!draw) return { ballot, draw: null }
  const zones = await db
    .selectFrom('price_zones as z')
    .innerJoin('performances as p', 'p.event_id', 'z.event_id')
    .select(['z.id', 'z.name'])
    .where('p.id', '=', performanceId)
    .execute()
  const wishes = new Map(
    draw.inputs.entrants.flatMap((entrant) =>
      entrant.wishes.map((wish, index) => [
        wish.id,
        { ...wish, memberId: entrant.memberId, preference: index + 1 },
      ]),
    ),
  )
  const place = new Map(draw.entrant_order.map((memberId, index) => [memberId, index + 1]))
  const results = draw.results.flatMap((result) => {
    const wish = wishes.get(result.wishId)
    if (!wish) return []
    const zone = zones.find((z) => z.id === wish.priceZoneId)
    return [
      {
        wishId: result.wishId,
        memberId: wish.memberId,
        place: place.get(wish.memberId) ?? 0,
        preference: wish.preference,
        priceZoneId: wish.priceZoneId,
        priceZone: zone?.name ?? { en: '', 'zh-Hans': '', 'zh-Hant': '' },
        quantity: wish.quantity,
        outcome: result.outcome,
        seats: result.outcome === 'matched' ? result.seatIds : [],
      },
    ]
  })
  results.sort((a, b) => a.place - b.place || a.preference - b.preference)
  return {
    ballot,
    draw: {
      drawnAt: hongKongTime(draw.drawn_at),
      seed: draw.seed,
      order: draw.entrant_order,
      matched: results.filter((r) => r.outcome === 'matched').length,
      notMatched: results.filter((r) => r.outcome === 'notMatched').length,
      results,
    },
  }
}

interface Change {
  staffId: number
  performanceId: number
  now: Date
}

/** The performance locked for the change, as the draw locks it, and its ballot before. */
async function lockBallot(trx: Kysely<DB>, { performanceId, now }: Change) {
  const locked = await trx
    .selectFrom('performances')
    .select('id')
    .where('id', '=', performanceId)
    .forNoKeyUpdate()
    .executeTakeFirst()
  if (!locked) throw new DomainError('NOT_FOUND')
  return ballotOf(trx, performanceId, now)
}

async function setState(trx: Kysely<DB>, change: Change, state: 'open' | 'closed') {
  await trx
    .insertInto('ballots')
    .values({
      performance_id: change.performanceId,
      state,
      changed_at: change.now,
      changed_by: change.staffId,
    })
    .onConflict((oc) =>
      oc.column('performance_id').doUpdateSet({
        state,
        changed_at: change.now,
        changed_by: change.staffId,
      }),
    )
    .execute()
}

/**
 * Closes the ballot before its time: members can no longer add, move, cancel or restore wishes
 * for it, and those waiting show "matching" (the draw is next). Closing a closed one changes
 * nothing; a drawn one is BALLOT_ALREADY_DRAWN.
 */
export async function closeBallot(db: Kysely<DB>, change: Change): Promise<OfficeBallot> {
  return db.transaction().execute(async (trx) => {
    const before = await lockBallot(trx, change)
    if (before.state === 'drawn') throw new DomainError('BALLOT_ALREADY_DRAWN')
    if (before.state === 'closed') return before
    await setState(trx, change, 'closed')
    await trx
      .updateTable('wish_list_entries')
      .set({ status: 'matching' })
      .where('performance_id', '=', change.performanceId)
      .where('status', '=', 'added')
      .execute()
    const after = await ballotOf(trx, change.performanceId, change.now)
    await recordAudit(trx, {
      staffId: change.staffId,
      action: 'closeOfficeBallot',
      target: `ballot:${change.performanceId}`,
      before,
      after,
      at: change.now,
    })
    return after
  })
}

/**
 * Opens a ballot staff closed early again, until its closing time: the wishes waiting are
 * "added" again. Past that time it is BALLOT_PAST_CLOSING, once drawn BALLOT_ALREADY_DRAWN.
 */
export async function openBallot(db: Kysely<DB>, change: Change): Promise<OfficeBallot> {
  return db.transaction().execute(async (trx) => {
    const before = await lockBallot(trx, change)
    if (before.state === 'drawn') throw new DomainError('BALLOT_ALREADY_DRAWN')
    if (before.state === 'open') return before
    const performance = await trx
      .selectFrom('performances')
      .select('starts_at')
      .where('id', '=', change.performanceId)
      .executeTakeFirstOrThrow()
    if (!isBallotOpen(change.now, performance.starts_at)) {
      throw new DomainError('BALLOT_PAST_CLOSING')
    }
    await setState(trx, change, 'open')
    await trx
      .updateTable('wish_list_entries')
      .set({ status: 'added' })
      .where('performance_id', '=', change.performanceId)
      .where('status', '=', 'matching')
      .execute()
    const after = await ballotOf(trx, change.performanceId, change.now)
    await recordAudit(trx, {
      staffId: change.staffId,
      action: 'openOfficeBallot',
      target: `ballot:${change.performanceId}`,
      before,
      after,
      at: change.now,
    })
    return after
  })
}

/**
 * Runs the draw of a closed ballot, once (docs/ballot.md): the seed, what the draw read, the order
 * and each wish's result are stored and audited together. The winners are paid afterwards by the
 * caller (payWinners), as the scheduled draw pays them.
 */
export async function drawOfficeBallot(db: Kysely<DB>, change: Change): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockBallot(trx, change)
    if (before.state === 'drawn') throw new DomainError('BALLOT_ALREADY_DRAWN')
    if (before.state === 'open') throw new DomainError('BALLOT_NOT_CLOSED')
    const drawn = await drawWithin(trx, change.performanceId, change.now)
    // another process drew it between our reads: the performance's lock makes this unlikely
    if (!drawn.drewNow) throw new DomainError('BALLOT_ALREADY_DRAWN')
    await recordAudit(trx, {
      staffId: change.staffId,
      action: 'drawOfficeBallot',
      target: `ballot:${change.performanceId}`,
      before,
      after: {
        ...(await ballotOf(trx, change.performanceId, change.now)),
        seed: drawn.seed,
        entrants: drawn.entrants,
        matched: drawn.matched,
        notMatched: drawn.notMatched,
      },
      at: change.now,
    })
  })
}
