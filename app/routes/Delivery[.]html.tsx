import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/Delivery.html')({
  staticData: {
    page: {
      title: msg`Ticket collection and delivery`,
      description: msg`Collection methods, delivery fees and the last day for delivery.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
