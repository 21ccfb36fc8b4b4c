import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect, useParams, useSearch } from '@tanstack/react-router'
import { BuyPending } from '../../features/buy/BuyPending'
import { BuyScreen } from '../../features/buy/BuyScreen'
import { buySearchSchema } from '../../features/buy/buySearch'
import { loadBuy } from '../../features/buy/loadBuy'
import { parseEventId } from '../../features/event/eventQuery'
import { NotFoundState } from '../../features/events/NotFoundState'

// Buying an event's tickets (the event page's "Buy tickets"), one step per address. Online
// purchase needs membership (spec §6): a visitor logs in first and comes back to the same step.
export const Route = createFileRoute('/Event/$eventId_/Buy')({
  validateSearch: buySearchSchema,
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoggedIn()) {
      throw redirect({ to: '/Login.html', search: { targetUrl: location.href }, replace: true })
    }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    loadBuy(context.queryClient, parseEventId(params.eventId), deps),
  pendingComponent: BuyPending,
  notFoundComponent: NotFoundState,
  staticData: {
    page: {
      title: msg`Buy tickets`,
      description: msg`Choose seats or tickets, how to get them and how to pay, and get your e-tickets.`,
    },
  },
  component: function BuyPage() {
    const { eventId } = useParams({ from: '/Event/$eventId_/Buy' })
    const search = useSearch({ from: '/Event/$eventId_/Buy' })
    return <BuyScreen eventId={Number(eventId)} search={search} />
  },
})
