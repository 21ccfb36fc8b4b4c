// Reads and writes for events, venues, search, the basket, checkout, payment and receipts.
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

export const eventQuery = (eventId: number) =>
  queryOptions({
    queryKey: queryKeys.event(eventId),
    queryFn: ({ signal }) =>
      api.GET('/api/event/{eventId}.do', { signal, params: { path: { eventId } } }).then(unwrap),
  })

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

export const venuesQuery = (region?: Schemas['Region']) =>
  queryOptions({
    queryKey: queryKeys.venues(region),
    queryFn: ({ signal }) =>
      api.GET('/api/venueList.do', { signal, params: { query: { region } } }).then(unwrap),
    staleTime: staleTimes.reference,
  })

export const venueQuery = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.venue(venueId),
    queryFn: ({ signal }) =>
      api.GET('/api/venue/{venueId}.do', { signal, params: { path: { venueId } } }).then(unwrap),
    staleTime: staleTimes.reference,
  })

export const searchQuery = (q: string, page?: number) =>
  queryOptions({
    queryKey: queryKeys.search(q, page),
    queryFn: ({ signal }) =>
      api.GET('/api/search.do', { signal, params: { query: { q, page } } }).then(unwrap),
    enabled: q.trim().length > 0,
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
  onError: (_error, _body, _result, { client }) =>
    client.invalidateQueries({ queryKey: queryKeys.basket() }),
})

/** Paying empties the basket and adds a transaction. */
export const payMutation = mutationOptions({
  mutationKey: ['basket', 'pay'],
  mutationFn: (body: Schemas['PaymentRequest']) =>
    api.POST('/api/payment.do', { body }).then(unwrap),
  onSuccess: (receipt, _body, _result, { client }) => {
    client.setQueryData(queryKeys.receipt(receipt.txnNo), receipt)
    return Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.basket() }),
      client.invalidateQueries({ queryKey: queryKeys.transactionsAll() }),
    ])
  },
})
