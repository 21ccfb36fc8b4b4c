import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { helpPageQuery, transactionQuery } from '../api/queries'
import { useLoginState } from '../auth/useLoginState'
import { DeliveryChangeRequestScreen } from '../features/changeRequests/ChangeRequestScreens'
import { HelpPending } from '../features/help/HelpPending'
import { transactionSearchSchema } from '../features/transactions/transactionSearch'

export const Route = createFileRoute('/DeliveryChangeRequest.html')({
  // `?txnNo=` when the member comes from the transaction's page
  validateSearch: transactionSearchSchema,
  loaderDeps: ({ search }) => ({ txnNo: search.txnNo }),
  loader: ({ context, deps }) => {
    // a member's own transaction tells the form how long a change stays open
    if (deps.txnNo && context.auth.isLoggedIn()) {
      context.queryClient
        .prefetchQuery({ ...transactionQuery(deps.txnNo), meta: { quiet: true }, retry: false })
        .catch(() => undefined)
    }
    return context.queryClient.ensureQueryData(helpPageQuery('DeliveryChangeRequest'))
  },
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Delivery change request`,
      description: msg`Ask to change how your tickets are delivered, up to 7 working days before the show.`,
      section: 'help',
    },
  },
  component: function DeliveryChangeRequest() {
    return (
      <DeliveryChangeRequestScreen
        txnNo={useSearch({ from: '/DeliveryChangeRequest.html' }).txnNo}
        isMember={useLoginState().isLogin}
      />
    )
  },
})
