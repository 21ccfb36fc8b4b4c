// The member's points: balance, history (top-ups too), expiry dates, and buying a package by
// card. The packages themselves are public (catalogue.ts).
import { type Handlers, memberOf } from '../http/handler'
import { buyPoints } from '../services/points/purchase'
import { pointHistory, pointsBalance, pointsExpiration } from '../services/points/statement'
import { mailPointsTopUp } from '../services/saleMail'
import { paymentDeps } from './sellingDeps'

export const pointHandlers = {
  getPointsBalance: async (_input, ctx) => pointsBalance(ctx.db, memberOf(ctx).id, ctx.now()),

  getPointHistory: async ({ query }, ctx) =>
    pointHistory(ctx.db, memberOf(ctx).id, ctx.now(), query.type),

  getPointsExpiration: async ({ query }, ctx) =>
    pointsExpiration(ctx.db, memberOf(ctx).id, ctx.now(), query.months ?? 12),

  buyPoints: async ({ body }, ctx) => {
    const { gateway, timeoutMs } = paymentDeps(ctx)
    const memberId = memberOf(ctx).id
    const bought = await buyPoints({ db: ctx.db, gateway, now: ctx.now, timeoutMs }, memberId, body)
    await mailPointsTopUp({ ...ctx, log: ctx.request.log }, memberId, bought)
    return bought
  },
} satisfies Handlers
