// Writes of an event purchase: holds in the basket, checkout into a preview and payment; apart
// from the reads of queries/buying.ts, which the routes' loaders bring into the entry, these
// travel with the screens that make them.
import { mutationOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { passHeader, waitingRoomPasses } from '../waitingRoomPass'
import { queryKeys } from './keys'
import type { Schemas } from './types'

/**
 * Holding seats changes the basket and the seat plan's availability. A queued performance's
 * hold carries the member's waiting-room pass.
 */
export const createHoldMutation = mutationOptions({
  mutationKey: ['basket', 'hold'],
  mutationFn: (body: Schemas['HoldRequest']) =>
    api
      .POST('/api/basket/hold.do', {
        params: { header: passHeader(waitingRoomPasses.of(body.performanceId)) },
        body,
      })
      .then(unwrap),
  onSettled: (_data, _error, body, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.basket() }),
      client.invalidateQueries({ queryKey: queryKeys.seatPlan(body.performanceId) }),
    ]),
})

export const releaseHoldMutation = mutationOptions({
  mutationKey: ['basket', 'release'],
  mutationFn: (holdId: string) =>
    api.DELETE('/api/basket/hold/{holdId}.do', { params: { path: { holdId } } }).then(unwrap),
  onSuccess: (_data, _holdId, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.basket() }),
      client.invalidateQueries({ queryKey: ['public', 'seatPlan'] }),
    ]),
})

/**
 * The preview changes nothing stored; the basket may have expired, so refresh it on failure.
 * The basket names no one performance: the pass that lasts longest goes with it.
 */
export const checkoutMutation = mutationOptions({
  mutationKey: ['basket', 'checkout'],
  mutationFn: (body: Schemas['CheckoutRequest']) =>
    api
      .POST('/api/checkout.do', {
        params: { header: passHeader(waitingRoomPasses.latest()) },
        body,
      })
      .then(unwrap),
  onSuccess: (preview, _body, _result, { client }) => {
    client.setQueryData(queryKeys.checkoutPreview(preview.previewId), preview)
  },
  onError: (_error, _body, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.basket() }),
})

/** Paying empties the basket and adds a transaction; a refused payment keeps the hold. */
export const payMutation = mutationOptions({
  mutationKey: ['basket', 'pay'],
  mutationFn: (body: Schemas['PaymentRequest']) =>
    api.POST('/api/payment.do', { body }).then(unwrap),
  onSuccess: (receipt, _body, _result, { client }) => {
    client.setQueryData(queryKeys.receipt(receipt.txnNo), receipt)
    return Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.basket() }),
      client.invalidateQueries({ queryKey: queryKeys.transactionsAll() }),
      client.invalidateQueries({ queryKey: queryKeys.points() }),
    ])
  },
  onError: (_error, _body, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.basket() }),
})
