import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/TicketingTerminal.html')({
  staticData: {
    page: {
      title: msg`Ticketing kiosks`,
      description: msg`Find a self-service ticketing kiosk near you.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
