// Writes for the cinema: a booking and its confirmation; apart from the reads of
// queries/cinema.ts, which the routes' loaders bring into the entry, these travel with the
// screens that make them.
import { mutationOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import type { Schemas } from './types'

/** Booking holds seats (changing the plan) and uses up the captcha. */
export const createCinemaBookingMutation = mutationOptions({
  mutationKey: ['cinema', 'book'],
  mutationFn: (body: Schemas['CinemaBookingRequest']) =>
    api.POST('/api/cinema/booking.do', { body }).then(unwrap),
  onSuccess: (preview, _body, _result, { client }) => {
    client.setQueryData(queryKeys.cinemaBooking(preview.bookingId), preview)
  },
  onSettled: (_data, _error, body, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.cinemaSeatPlan(body.showId) }),
      client.invalidateQueries({ queryKey: queryKeys.captcha() }),
    ]),
})

export const confirmCinemaBookingMutation = mutationOptions({
  mutationKey: ['cinema', 'confirm'],
  mutationFn: ({ bookingId, ...body }: Schemas['PaymentRequest'] & { bookingId: string }) =>
    api
      .POST('/api/cinema/booking/{bookingId}/confirm.do', { params: { path: { bookingId } }, body })
      .then(unwrap),
  onSuccess: (receipt, _variables, _result, { client }) => {
    client.setQueryData(queryKeys.receipt(receipt.txnNo), receipt)
    return Promise.all([
      client.invalidateQueries({ queryKey: ['public', 'cinema', 'seatPlan'] }),
      client.invalidateQueries({ queryKey: ['public', 'cinema', 'schedule'] }),
      client.invalidateQueries({ queryKey: queryKeys.transactionsAll() }),
    ])
  },
})
