// The waiting room in front of the selling operations, without changing them: the seat plan,
// a hold and a checkout of a queued performance first ask for the member's pass; a hold also
// keeps the fair-sale rules (the per-member limit for the performance, the hold rate), and its
// time is measured for the admission rate.
import type { Handler, Handlers } from '../http/handler'
import { memberOf } from '../http/handler'
import { requirePass, requirePassForHolds, requireTicketsLeft } from '../services/waitingRoom/guard'

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
