// Reads and writes of an event purchase: the seat plan, the basket (holds), checkout into a
// preview, payment and the receipt.
import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

/** Seats change hands quickly: always refetch when the plan is shown again. */
export const seatPlanQuery = (performanceId: number) =>
  queryOptions({
    queryKey: queryKeys.seatPlan(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/performance/{performanceId}/seatPlan.do', {
          signal,
          params: { path: { performanceId } },
        })
        .then(unwrap),
    staleTime: staleTimes.live,
  })

export const basketQuery = () =>
  queryOptions({
    queryKey: queryKeys.basket(),
    queryFn: ({ signal }) => api.GET('/api/basket.do', { signal }).then(unwrap),
    staleTime: staleTimes.member,
  })

export const receiptQuery = (txnNo: string) =>
  queryOptions({
    queryKey: queryKeys.receipt(txnNo),
    queryFn: ({ signal }) =>
      api.GET('/api/receipt/{txnNo}.do', { signal, params: { path: { txnNo } } }).then(unwrap),
    staleTime: staleTimes.member,
  })

/** Whether an e-ticket's code is genuine (the door's check); never kept: each scan asks. */
export const ticketCheckQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.ticketCheck(code),
    queryFn: ({ signal }) =>
      api.POST('/api/ticket/verify.do', { signal, body: { code } }).then(unwrap),
    staleTime: staleTimes.live,
  })

/**
 * The preview checkout answered, kept for the preview step. No call reads it again (so the
 * name is not `…Query`): a page reloaded on that step goes back to checkout.
 */
export const keptCheckoutPreview = (previewId: string) =>
  queryOptions<Schemas['TransactionPreview']>({
    queryKey: queryKeys.checkoutPreview(previewId),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  })

/** Holding seats changes the basket and the seat plan's availability. */
export const createHoldMutation = mutationOptions({
  mutationKey: ['basket', 'hold'],
  mutationFn: (body: Schemas['HoldRequest']) =>
    api.POST('/api/basket/hold.do', { body }).then(unwrap),
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

/** The preview changes nothing stored; the basket may have expired, so refresh it on failure. */
export const checkoutMutation = mutationOptions({
  mutationKey: ['basket', 'checkout'],
  mutationFn: (body: Schemas['CheckoutRequest']) =>
    api.POST('/api/checkout.do', { body }).then(unwrap),
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
