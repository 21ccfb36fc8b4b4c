// Buying event tickets: the basket (holds), checkout into a preview, payment, the receipt.
import { DomainError } from '../../domain/domainError'
import { errorMessages } from '../../domain/errors'
import { ApiError } from '../http/apiError'
import { type Handlers, memberOf, type RequestContext } from '../http/handler'
import { mailSaleConfirmation } from '../services/saleMail'
import { checkout } from '../services/selling/checkout'
import { createHold } from '../services/selling/createHold'
import { releaseHold } from '../services/selling/holdRelease'
import { holdViews } from '../services/selling/holdView'
import { payPreview } from '../services/selling/payment'
import { readPreview } from '../services/selling/previewRead'
import { receipt } from '../services/selling/receipt'
import { ticketCodeSecret } from '../services/selling/ticketCodes'
import { holdOptions, paymentDeps } from './sellingDeps'

export async function receiptOf(ctx: RequestContext, memberId: number | null, txnNo: string) {
  const secret = await ticketCodeSecret(ctx.db, ctx.config.selling.ticketCodeSecret)
  const found = await receipt(ctx.db, memberId, txnNo, {
    locale: ctx.locale,
    secret,
    now: ctx.now(),
  })
  if (!found) throw new ApiError(404, 'NOT_FOUND')
  return found
}

export const sellingHandlers = {
  getBasket: async (_input, ctx) => {
    const holds = await holdViews(ctx.db, { memberId: memberOf(ctx).id }, ctx.now())
    const totalCents = holds.reduce((sum, hold) => sum + Math.round(hold.subtotal * 100), 0)
    return { holds, ticketTotal: totalCents / 100 }
  },

  createHold: async ({ body }, ctx) => {
    const created = await createHold(ctx.db, memberOf(ctx).id, body, {
      ...holdOptions(ctx),
      invalid: ctx.i18n._(errorMessages.VALIDATION_FAILED),
    }).catch((error: unknown) => {
      // the buyer asks for the plan next: it should show what took their seats
      if (error instanceof DomainError && error.code === 'SEAT_UNAVAILABLE' && body.seatIds)
        ctx.seatPlans.refused(body.performanceId, ctx.now())
      throw error
    })
    // what it gave back, on whichever performance, and the seats it took show on the plans
    if (created.freedOthers) ctx.seatPlans.changedAll()
    else if (created.reserved) ctx.seatPlans.changed(body.performanceId)
    ctx.reply.code(201)
    return created.hold
  },

  releaseHold: async ({ params }, ctx) => {
    const released = await releaseHold(ctx.db, params.holdId, memberOf(ctx).id, {
      now: ctx.now(),
    })
    if (!released) throw new ApiError(404, 'NOT_FOUND')
    ctx.seatPlans.changedAll()
    return undefined
  },

  checkout: async ({ body }, ctx) =>
    checkout(ctx.db, memberOf(ctx).id, body, {
      now: ctx.now(),
      invalid: ctx.i18n._(errorMessages.VALIDATION_FAILED),
    }),

  getCheckoutPreview: async ({ params }, ctx) => {
    const found = await readPreview(ctx.db, memberOf(ctx).id, params.previewId, ctx.now())
    if (!found) throw new ApiError(404, 'NOT_FOUND')
    return found
  },

  pay: async ({ body }, ctx) => {
    const memberId = memberOf(ctx).id
    const txnNo = await payPreview(paymentDeps(ctx), {
      previewId: body.previewId,
      kind: 'event',
      memberId,
      cardToken: body.cardToken,
      idempotencyKey: body.idempotencyKey,
    })
    // held seats are sold now (the sale does not name its performance here; sales are rare
    // next to plan reads)
    ctx.seatPlans.changedAll()
    await mailSaleConfirmation({ ...ctx, log: ctx.request.log }, txnNo)
    return receiptOf(ctx, memberId, txnNo)
  },

  getReceipt: async ({ params }, ctx) => receiptOf(ctx, memberOf(ctx).id, params.txnNo),
} satisfies Handlers
