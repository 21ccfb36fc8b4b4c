// A small catalogue for ballot and points tests, with known answers: one event (service fee
// HKD 19 a ticket, handling HKD 15) with two price zones, a reserved performance (rows of seats,
// an aisle after seat 5, row A in the dearer zone) and a general-admission one (a quota in each
// zone), both on Monday 28 December 2026 at 20:00; points packages; and members with points.
import type { Kysely } from 'kysely'
import { hongKongInstant } from '../../domain/hongKongTime'
import { pointsExpiryDate } from '../../domain/points'
import type { DB } from '../db/schema'
import { startSession } from '../services/sessions'
import { insertConcertEvent, json, text } from './concertEvent'
import { insertMember } from './members'

/** Tuesday 1 December 2026, 14:00 in Hong Kong: the ballots are open for weeks. */
export const ballotNow = hongKongInstant(2026, 12, 1, 14, 0)
export const showAt = hongKongInstant(2026, 12, 28, 20, 0)
/** The ballots close 72 hours before the show; the draw runs a minute later. */
export const drawAt = hongKongInstant(2026, 12, 25, 20, 1)

export interface BallotFixture {
  eventId: number
  reservedId: number
  gaId: number
  /** Gold (HKD 880: row A, and a GA quota) and Silver (HKD 480: other rows, and a GA quota) */
  gold: number
  silver: number
  seat(row: string, n: number): string
  /** packages of 500, 1,000 and 2,000 points at one dollar a point */
  packages: { id: number; points: number }[]
}

export async function insertBallotFixture(
  db: Kysely<DB>,
  options: { rows?: number; seatsPerRow?: number; gaCapacity?: number } = {},
): Promise<BallotFixture> {
  const { eventId, reservedId, gaId, zoneIds, seat } = await insertConcertEvent(db, {
    base: 7700,
    rows: options.rows ?? 3,
    seatsPerRow: options.seatsPerRow ?? 10,
    aisleAfter: 5,
    showAt,
  })
  const [gold, silver] = zoneIds
  await db
    .insertInto('ga_quotas')
    .values([
      { performance_id: gaId, price_zone_id: gold, capacity: options.gaCapacity ?? 6 },
      { performance_id: gaId, price_zone_id: silver, capacity: options.gaCapacity ?? 6 },
    ])
    .execute()
  const packages = [
    { id: 1, points: 500 },
    { id: 2, points: 1000 },
    { id: 3, points: 2000 },
  ]
  await db
    .insertInto('point_packages')
    .values(packages.map((p, sort) => ({ ...p, price_cents: p.points * 100, sort })))
    .execute()
  return { eventId, reservedId, gaId, gold, silver, seat, packages }
}

/** A member with a session and, when asked, points bought at `at` (valid a year). */
export async function ballotMember(
  db: Kysely<DB>,
  email: string,
  options: { points?: number; at?: Date } = {},
) {
  const id = await insertMember(db, email)
  const at = options.at ?? ballotNow
  if (options.points) {
    await db
      .insertInto('points_ledger')
      .values({
        member_id: id,
        at,
        type: 'topUp',
        points: options.points,
        payment_amount_cents: options.points * 100,
        expires_on: pointsExpiryDate(at),
        txn_no: null,
        description: json(text('Bought points', '購買積分', '购买积分')),
      })
      .execute()
  }
  return { id, headers: await signIn(db, id, at) }
}

/** A session started at `now` (sessions last 7 days, so a test that moves weeks signs in again). */
export async function signIn(db: Kysely<DB>, memberId: number, now: Date) {
  const { token } = await startSession(db, memberId, now)
  return { authorization: `Bearer ${token}` }
}

/** The member's ledger adds up to this (never below zero at any time). */
export async function ledgerSum(db: Kysely<DB>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('sum'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow()
  return Number(row.sum)
}
