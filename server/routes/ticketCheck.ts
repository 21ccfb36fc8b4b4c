// The door's check of an e-ticket's QR code: genuine (signed by Citytix, for a ticket sold)
// or not. Public on purpose: the code is what the ticket holder shows, and the answer says only
// what the ticket prints, never who bought it.
import { standardTicketType, ticketTypeIdRequired, ticketTypeLine } from '../../domain/ticketTypes'
import { ApiError } from '../http/apiError'
import type { Handlers } from '../http/handler'
import { i18nFor } from '../i18n'
import { receipt } from '../services/selling/receipt'
import { ticketCodeSecret, verifyTicketCode } from '../services/selling/ticketCodes'

export const ticketCheckHandlers = {
  verifyTicketCode: async ({ body }, ctx) => {
    const secret = await ticketCodeSecret(ctx.db, ctx.config.selling.ticketCodeSecret)
    const ticket = verifyTicketCode(secret, body.code)
    if (!ticket) throw new ApiError(404, 'NOT_FOUND')
    // the receipt draws every code of the sale again: the ticket must be one of them
    const sale = await receipt(ctx.db, null, ticket.txnNo, {
      locale: ctx.locale,
      secret,
      now: ctx.now(),
    })
    const issued = sale?.eTickets?.[ticket.seq - 1]
    if (!sale || issued?.code !== body.code) throw new ApiError(404, 'NOT_FOUND')
    const id = Number(ticket.show.slice(1))
    return {
      txnNo: ticket.txnNo,
      seq: ticket.seq,
      ...(ticket.show.startsWith('P') ? { performanceId: id } : { cinemaShowId: id }),
      event: sale.event,
      venue: sale.venue,
      showStartsAt: sale.showStartsAt,
      seat: issued.seat,
      ticketType: issued.ticketType ?? standardTicketType,
      ticketTypeLine:
        issued.ticketTypeLine ??
        ticketTypeLine(standardTicketType, (descriptor) => i18nFor(ctx.locale)._(descriptor)),
      idRequired: ticketTypeIdRequired[issued.ticketType ?? standardTicketType],
    }
  },
} satisfies Handlers
