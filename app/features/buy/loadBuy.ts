import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { basketQuery, eventQuery, receiptQuery, seatPlanQuery } from '../../api/queries'
import { loadEvent } from '../event/eventQuery'
import type { BuySearch } from './buySearch'

/**
 * What a step of the purchase needs, started together with the route: the event, the basket
 * while tickets are held, the receipt at the end, and the seat plan of the chosen performance
 * once the event says it has reserved seats.
 */
export async function loadBuy(
  queryClient: QueryClient,
  eventId: number | undefined,
  search: BuySearch,
) {
  if (eventId === undefined) throw notFound()
  const step = search.step ?? 'tickets'
  const seatPlan = async () => {
    await loadEvent(queryClient, eventId)
    const event = queryClient.getQueryData(eventQuery(eventId).queryKey)
    const performance = event?.performances.find((p) => p.id === search.performance)
    if (step === 'tickets' && performance?.seating === 'reserved') {
      // started, not waited for: choosing another performance keeps the screen (and the focus
      // on the performance just chosen) while its plan loads under the step's own placeholder
      void queryClient.prefetchQuery(seatPlanQuery(performance.id))
    }
  }
  await Promise.all([
    seatPlan(),
    step !== 'receipt' ? queryClient.prefetchQuery(basketQuery()) : undefined,
    step === 'receipt' && search.txn
      ? queryClient.ensureQueryData(receiptQuery(search.txn))
      : undefined,
  ])
}
