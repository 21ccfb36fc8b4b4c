// Reads of an event purchase: the seat plan, the basket, the checkout preview and the receipt
// (its writes are in buyingMutations.ts).
import { queryOptions, skipToken } from '@tanstack/react-query'
import { api } from '../client'
import { unwrap } from '../errors'
import { passHeader, waitingRoomPasses } from '../waitingRoomPass'
import { queryKeys } from './keys'
import { staleTimes } from './staleTimes'
import type { Schemas } from './types'

/**
 * Seats change hands quickly: always refetch when the plan is shown again. A queued
 * performance's plan needs the member's waiting-room pass.
 */
export const seatPlanQuery = (performanceId: number) =>
  queryOptions({
    queryKey: queryKeys.seatPlan(performanceId),
    queryFn: ({ signal }) =>
      api
        .GET('/api/performance/{performanceId}/seatPlan.do', {
          signal,
          params: {
            path: { performanceId },
            header: passHeader(waitingRoomPasses.of(performanceId)),
          },
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
