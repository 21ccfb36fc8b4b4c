// The waiting room in front of the selling operations, without changing them: the seat plan,
// a hold and a checkout of a queued performance first ask for the member's pass; a hold also
// keeps the fair-sale rules (the per-member limit for the performance, the hold rate), and its
// time is measured for the admission rate.
import { DomainError } from '../../domain/domainError'
import type { Handler, Handlers, RequestContext } from '../http/handler'
import { memberOf } from '../http/handler'
import { requireTicketsLeft } from '../services/waitingRoom/guard'
import { isPassOf, passHeader, passSecret } from '../services/waitingRoom/pass'
import { viewOf } from '../services/waitingRoom/status'

/** Throws unless the performance is not queued, or the caller brings their own running pass. */
export async function requirePass(ctx: RequestContext, performanceId: number) {
  const now = ctx.now()
  const room = ctx.waitingRoom.queued(performanceId, now)
  if (!room) return
  const member = ctx.member
  const header = ctx.request.headers[passHeader]
  const token = Array.isArray(header) ? header[0] : header
  if (!member || !token) throw new DomainError('WAITING_ROOM_PASS_REQUIRED')
  const entry = await ctx.waitingRoom.entry(ctx.db, performanceId, member.id)
  if (!entry || !isPassOf(await passSecret(ctx.db), entry, token))
    throw new DomainError('WAITING_ROOM_PASS_REQUIRED')
  const { state } = viewOf(entry, room, now)
  if (state === 'expired') throw new DomainError('WAITING_ROOM_PASS_EXPIRED')
  if (state !== 'yourTurn') throw new DomainError('WAITING_ROOM_PASS_REQUIRED')
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

export function withWaitingRoom(handlers: Handlers): Handlers {
  const seatPlan = handlers.getPerformanceSeatPlan
  const hold = handlers.createHold
  const checkout = handlers.checkout
  const guarded: Handlers = { ...handlers }
  if (seatPlan) {
    guarded.getPerformanceSeatPlan = (async (input, ctx) => {
      await requirePass(ctx, input.params.performanceId)
      return seatPlan(input, ctx)
    }) satisfies Handler<'getPerformanceSeatPlan'>
  }
  if (hold) {
    guarded.createHold = (async (input, ctx) => {
      const started = performance.now()
      const member = memberOf(ctx)
      const { body } = input
      ctx.waitingRoom.holdRate.take(member.id, ctx.now())
      await requirePass(ctx, body.performanceId)
      const asked = body.seatIds
        ? new Set(body.seatIds).size
        : (body.quantities ?? []).reduce((sum, zone) => sum + zone.quantity, 0)
      await requireTicketsLeft(ctx.db, member.id, body.performanceId, asked, ctx.now())
      try {
        return await hold(input, ctx)
      } finally {
        ctx.waitingRoom.latency.record(performance.now() - started, ctx.now())
      }
    }) satisfies Handler<'createHold'>
  }
  if (checkout) {
    guarded.checkout = (async (input, ctx) => {
      await requirePassForHolds(ctx, memberOf(ctx).id)
      return checkout(input, ctx)
    }) satisfies Handler<'checkout'>
  }
  return guarded
}
