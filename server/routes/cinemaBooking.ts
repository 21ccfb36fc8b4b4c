// Booking cinema seats: the captcha (the site's one bot check, services/botCheck.ts), the
// booking (seats held, the preview), reading it back, and its confirmation (payment, the
// receipt). Login is optional: a visitor's booking belongs to no member.
import { errorMessages } from '../../domain/errors'
import { ApiError } from '../http/apiError'
import type { Handlers } from '../http/handler'
import { drawBotCheck, requireBotCheck } from '../services/botCheck'
import { mailSaleConfirmation } from '../services/saleMail'
import { bookCinemaSeats } from '../services/selling/cinemaBooking'
import { readCinemaBooking } from '../services/selling/cinemaBookingRead'
import { payPreview } from '../services/selling/payment'
import { receiptOf } from './selling'
import { holdOptions, paymentDeps } from './sellingDeps'

export const cinemaBookingHandlers = {
  getCaptcha: async (_input, ctx) => {
    ctx.reply.header('cache-control', 'no-store')
    return drawBotCheck(ctx.db, ctx.now())
  },

  createCinemaBooking: async ({ body }, ctx) => {
    await requireBotCheck(ctx, body)
    const preview = await bookCinemaSeats(ctx.db, ctx.member?.id ?? null, body, {
      ...holdOptions(ctx),
      invalid: ctx.i18n._(errorMessages.VALIDATION_FAILED),
    })
    ctx.reply.code(201)
    return preview
  },

  getCinemaBooking: async ({ params }, ctx) => {
    const memberId = ctx.member?.id ?? null
    const found = await readCinemaBooking(ctx.db, memberId, params.bookingId, ctx.now())
    if (!found) throw new ApiError(404, 'NOT_FOUND')
    return found
  },

  confirmCinemaBooking: async ({ params, body }, ctx) => {
    if (body.previewId !== params.bookingId) {
      throw new ApiError(400, 'VALIDATION_FAILED', undefined, {
        previewId: ctx.i18n._(errorMessages.VALIDATION_FAILED),
      })
    }
    const memberId = ctx.member?.id ?? null
    const txnNo = await payPreview(paymentDeps(ctx), {
      previewId: params.bookingId,
      kind: 'cinema',
      memberId,
      cardToken: body.cardToken,
      idempotencyKey: body.idempotencyKey,
    })
    await mailSaleConfirmation({ ...ctx, log: ctx.request.log }, txnNo)
    return receiptOf(ctx, memberId, txnNo)
  },
} satisfies Handlers
