import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { TxnChangeRequestScreen } from '../features/changeRequests/ChangeRequestScreens'
import { HelpPending } from '../features/help/HelpPending'
import { transactionSearchSchema } from '../features/transactions/transactionSearch'

export const Route = createFileRoute('/TxnChangeRequest.html')({
  // `?txnNo=` when the member comes from the transaction's page
  validateSearch: transactionSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('TxnChangeRequest')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Transaction change request`,
      description: msg`Ask to change the contact details or address of a transaction.`,
      section: 'help',
    },
  },
  component: function TxnChangeRequest() {
    return <TxnChangeRequestScreen txnNo={useSearch({ from: '/TxnChangeRequest.html' }).txnNo} />
  },
})
