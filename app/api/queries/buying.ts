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
 * A checkout preview: checkout's answer is kept under this key, and a reloaded preview step
 * reads it back from the server while its seats are held (404 once lapsed or paid).
 */
export const checkoutPreviewQuery = (previewId: string | undefined) =>
  queryOptions<Schemas['TransactionPreview']>({
    queryKey: queryKeys.checkoutPreview(previewId ?? ''),
    queryFn: previewId
      ? ({ signal }) =>
          api
            .GET('/api/preview/{previewId}.do', { signal, params: { path: { previewId } } })
            .then(unwrap)
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // the preview step itself says when the preview lapsed
    meta: { quiet: true },
  })
