import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import {
  basketQuery,
  eventQuery,
  hotEventQuery,
  receiptQuery,
  seatPlanQuery,
  waitingRoomQuery,
} from '../../api/queries'
import { waitingRoomPasses } from '../../api/waitingRoomPass'
import { loadEvent } from '../event/eventQuery'
import { chosenPerformance } from './buyable'
import type { BuySearch } from './buySearch'

/**
 * Whether the performance is queued (a hot on-sale's waiting room stands in front of it): its
 * room answers, where a performance sold as usual has none (404).
 */
async function isQueued(queryClient: QueryClient, performanceId: number): Promise<boolean> {
  try {
    // a room exists only while a hot sale is on: on an ordinary day the start-up flag, already
    // fetched, answers without a call, and choosing a performance is not held up by one
    const { isHotEvent } = await queryClient.ensureQueryData(hotEventQuery())
    if (!isHotEvent) return false
    await queryClient.fetchQuery({ ...waitingRoomQuery(performanceId), meta: { quiet: true } })
    return true
  } catch {
    // none (404), or the room could not be asked: the seat plan and the hold then say whether
    // a pass is needed
    return false
  }
}

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
    const performance = chosenPerformance(event?.performances ?? [], search.performance)
    // choosing tickets for a queued performance needs the room's pass: without one the
    // buyer goes to the waiting room first
    if (
      step === 'tickets' &&
      performance &&
      !waitingRoomPasses.of(performance.id) &&
      (await isQueued(queryClient, performance.id))
    ) {
      throw redirect({
        to: '/Event/$eventId/Queue',
        params: { eventId: String(eventId) },
        search: { performance: performance.id },
      })
    }
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
