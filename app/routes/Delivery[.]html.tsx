import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpPending } from '../features/help/HelpPending'
import { DeliveryScreen } from '../features/help/HelpScreens'

export const Route = createFileRoute('/Delivery.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('Delivery')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Ticket collection and delivery`,
      description: msg`Collection methods, delivery fees and the last day for delivery.`,
      section: 'help',
    },
  },
  component: DeliveryScreen,
})
