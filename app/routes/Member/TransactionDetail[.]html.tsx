import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

export const Route = createFileRoute('/Member/TransactionDetail.html')({
  staticData: {
    page: {
      title: msg`Transaction details`,
      description: msg`Tickets, fees, payment and delivery of one transaction.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
