import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/TxnChangeRequest.html')({
  staticData: {
    page: {
      title: msg`Transaction change request`,
      description: msg`Ask to change the contact details or address of a transaction.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
