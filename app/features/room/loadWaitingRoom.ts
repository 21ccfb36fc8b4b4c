import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { isApiError } from '../../api/errors'
import { waitingRoomQuery, waitingRoomStatusQuery } from '../../api/queries'
import { loadEvent } from '../event/eventQuery'

/**
 * What the waiting page needs before it shows: the event and its room. The member's own place
 * is asked for at the same time but not waited for (the page says it is finding it). A
 * performance without a room (not queued, or no longer) is sold as usual: on to buying.
 */
export async function loadWaitingRoom(
  queryClient: QueryClient,
  eventId: number | undefined,
  performanceId: number | undefined,
) {
  if (eventId === undefined || performanceId === undefined) throw notFound()
  void queryClient.prefetchQuery(waitingRoomStatusQuery(performanceId))
  try {
    await Promise.all([
      loadEvent(queryClient, eventId),
      queryClient.ensureQueryData(waitingRoomQuery(performanceId)),
    ])
  } catch (error) {
    if (!isApiError(error, 'NOT_FOUND')) throw error
    throw redirect({
      to: '/Event/$eventId/Buy',
      params: { eventId: String(eventId) },
      search: { step: 'tickets', performance: performanceId },
      replace: true,
    })
  }
}
