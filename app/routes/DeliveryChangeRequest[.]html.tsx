import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/DeliveryChangeRequest.html')({
  staticData: {
    page: {
      title: msg`Delivery change request`,
      description: msg`Ask to change how your tickets are delivered, up to 7 working days before the show.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
