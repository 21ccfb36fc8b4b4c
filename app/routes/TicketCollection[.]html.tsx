import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HelpPending } from '../features/help/HelpPending'
import { TicketCollectionScreen } from '../features/help/TicketCollectionScreen'
import { loadTicketCollection } from '../features/help/ticketCollection'

export const Route = createFileRoute('/TicketCollection.html')({
  loader: ({ context }) => loadTicketCollection(context.queryClient),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Ticket collection`,
      description: msg`How to get your tickets: e-ticket, box office, ticketing kiosk or delivery.`,
      section: 'help',
    },
  },
  component: TicketCollectionScreen,
})
