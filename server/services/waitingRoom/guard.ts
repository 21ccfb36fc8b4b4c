// What the seat plan, holds and checkout ask first while a performance is queued: the calling
// member's own, running pass. Also the fair-sale rules every hold keeps: a member's tickets for
// one performance across all their purchases, and how often one member may ask for a hold.
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/apiError'
import type { RequestContext } from '../../http/handler'
import { ticketsHeld } from '../selling/holds'
import { isPassOf, passHeader, passSecret } from './pass'
import { viewOf } from './status'

/** Throws unless the performance is not queued, or the caller brings their own running pass. */
export async function requirePass(ctx: RequestContext, performanceId: number) {
  const now = ctx.now()
  const room = ctx.waitingRoom.queued(performanceId, now)
  if (!room) return
  const member = ctx.member
  const header = ctx.request.headers[passHeader]
  const token = Array.isArray(header) ? header[0] : header
  if (!member || !token) throw new ApiError(403, 'WAITING_ROOM_PASS_REQUIRED')
  const entry = await ctx.waitingRoom.entry(ctx.db, performanceId, member.id)
  if (!entry || !isPassOf(await passSecret(ctx.db), entry, token))
    throw new ApiError(403, 'WAITING_ROOM_PASS_REQUIRED')
  const { state } = viewOf(entry, room, now)
  if (state === 'expired') throw new ApiError(403, 'WAITING_ROOM_PASS_EXPIRED')
  if (state !== 'yourTurn') throw new ApiError(403, 'WAITING_ROOM_PASS_REQUIRED')
}

/** A checkout names no performance: the performances of the member's live holds. */
export async function requirePassForHolds(ctx: RequestContext, memberId: number) {
  if (ctx.waitingRoom.rooms().length === 0) return
  const held = await ctx.db
    .selectFrom('holds')
    .select('performance_id')
    .distinct()
    .where('member_id', '=', memberId)
    .where('status', '=', 'held')
    .where('expires_at', '>', ctx.now())
    .where('performance_id', 'is not', null)
    .execute()
  for (const { performance_id } of held)
    if (performance_id !== null) await requirePass(ctx, performance_id)
}

/**
 * The fair-sale limit: tickets bought for this performance, held for it and asked for now
 * together at most the event's per-member limit (its maximum per transaction unless set).
 */
export async function requireTicketsLeft(
  db: Kysely<DB>,
  memberId: number,
  performanceId: number,
  asked: number,
  now: Date,
) {
  const { rows } = await sql<{ limit: number; per_transaction: number; bought: number }>`
    select coalesce(e.member_ticket_limit, e.max_tickets_per_transaction) as limit,
      e.max_tickets_per_transaction as per_transaction,
      (select coalesce(sum(t.ticket_count), 0) from transactions t
        where t.member_id = ${memberId} and t.performance_id = ${performanceId})::int as bought
    from performances p join events e on e.id = p.event_id
    where p.id = ${performanceId}
  `.execute(db)
  const row = rows[0]
  // most members have bought nothing, and the per-transaction check covers what they hold
  if (!row || (row.bought === 0 && row.limit >= row.per_transaction)) return
  const held = await ticketsHeld(db, memberId, performanceId, now)
  if (row.bought + held + asked > row.limit)
    throw new ApiError(409, 'TICKET_LIMIT_REACHED', { max: row.limit })
}

/** Holds a member asked for in the last minute, on this process. */
export function createHoldRate(perMinute: number) {
  const asked = new Map<number, number[]>()
  return {
    take(memberId: number, now: Date) {
      if (perMinute <= 0) return
      const since = +now - 60_000
      const times = (asked.get(memberId) ?? []).filter((at) => at > since)
      if (times.length >= perMinute) {
        asked.set(memberId, times)
        throw new ApiError(429, 'TOO_MANY_REQUESTS')
      }
      times.push(+now)
      if (asked.size > 100_000) asked.clear()
      asked.set(memberId, times)
    },
  }
}
export type HoldRate = ReturnType<typeof createHoldRate>
