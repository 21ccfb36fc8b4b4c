// The member's wish list, the ballot's entries (docs/ballot.md): list, add, move in the order of
// preference (the legacy `ticketWishlish` path), cancel and restore before the draw, and pay a
// won wish with points (again, after topping up).
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf } from '../http/handler'
import { payWish } from '../services/ballot/payWish'
import {
  addWish,
  cancelWish,
  listWishes,
  reorderWish,
  restoreWish,
  wishEntry,
} from '../services/ballot/wishList'
import { mailSaleConfirmation } from '../services/saleMail'

export const wishListHandlers = {
  getWishList: async (_input, ctx) => listWishes(ctx.db, memberOf(ctx).id),

  createWishListEntry: async ({ body }, ctx) => {
    const entry = await addWish(ctx.db, memberOf(ctx).id, body, ctx.now())
    ctx.reply.code(201)
    return entry
  },

  reorderWishListEntry: async ({ params, body }, ctx) =>
    reorderWish(ctx.db, memberOf(ctx).id, params.id, body.sequence, ctx.now()),

  cancelWishListEntry: async ({ params }, ctx) => {
    await cancelWish(ctx.db, memberOf(ctx).id, params.id, ctx.now())
    return undefined
  },

  restoreWishListEntry: async ({ params }, ctx) =>
    restoreWish(ctx.db, memberOf(ctx).id, params.id, ctx.now()),

  payWishListEntry: async ({ params }, ctx) => {
    const memberId = memberOf(ctx).id
    // the member's own wish, or nothing to see
    await wishEntry(ctx.db, memberId, params.id)
    const paid = await payWish(ctx.db, params.id, {
      now: ctx.now(),
      holdMinutes: ctx.config.selling.holdMinutes,
    })
    if (paid === 'pointsNotPaid') throw new ApiError(402, 'INSUFFICIENT_POINTS')
    if (paid === 'paymentFailed') throw new ApiError(410, 'HOLD_EXPIRED')
    const sale = await ctx.db
      .selectFrom('wish_list_entries')
      .select('txn_no')
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (sale?.txn_no) await mailSaleConfirmation({ ...ctx, log: ctx.request.log }, sale.txn_no)
    return wishEntry(ctx.db, memberId, params.id)
  },
} satisfies Handlers
