import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect, useParams, useSearch } from '@tanstack/react-router'
import { parseEventId } from '../../features/event/eventQuery'
import { NotFoundState } from '../../features/events/NotFoundState'
import { loadWaitingRoom } from '../../features/room/loadWaitingRoom'
import { WaitingRoomPending } from '../../features/room/WaitingRoomPending'
import { WaitingRoomScreen } from '../../features/room/WaitingRoomScreen'
import { positiveInteger, searchSchema } from '../../routing/searchParams'

// The waiting room of a hot on-sale's performance (`?performance=880101`), where the buy flow
// sends a member who has no pass yet. Only members queue (membership is needed to buy online):
// a visitor logs in first and comes back here.
export const Route = createFileRoute('/Event/$eventId_/Queue')({
  validateSearch: searchSchema({ performance: positiveInteger }),
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoggedIn()) {
      throw redirect({ to: '/Login.html', search: { targetUrl: location.href }, replace: true })
    }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadWaitingRoom(context.queryClient, parseEventId(params.eventId), deps.performance),
  pendingComponent: WaitingRoomPending,
  notFoundComponent: NotFoundState,
  staticData: {
    page: {
      title: msg`Waiting room`,
      description: msg`Your place in the queue for a popular sale, and your turn to buy.`,
    },
  },
  component: function WaitingRoomPage() {
    const { eventId } = useParams({ from: '/Event/$eventId_/Queue' })
    const { performance } = useSearch({ from: '/Event/$eventId_/Queue' })
    return <WaitingRoomScreen eventId={Number(eventId)} performanceId={performance ?? 0} />
  },
})
