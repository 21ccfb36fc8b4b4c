import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { transactionQuery } from '../../api/queries'
import { eTicketsQuery } from '../../features/transactions/eTicketsQuery'
import { TransactionDetailScreen } from '../../features/transactions/TransactionDetailScreen'
import { TransactionDetailPending } from '../../features/transactions/TransactionsPending'
import { transactionSearchSchema } from '../../features/transactions/transactionSearch'

export const Route = createFileRoute('/Member/TransactionDetail.html')({
  validateSearch: transactionSearchSchema,
  loaderDeps: ({ search }) => ({ txnNo: search.txnNo }),
  // the record and its e-ticket codes start loading together
  loader: ({ context, deps }) => {
    if (!deps.txnNo) return
    context.queryClient.prefetchQuery(eTicketsQuery(deps.txnNo)).catch(() => undefined)
    return context.queryClient.ensureQueryData(transactionQuery(deps.txnNo))
  },
  pendingComponent: TransactionDetailPending,
  staticData: {
    page: {
      title: msg`Transaction details`,
      description: msg`Tickets, fees, payment and delivery of one transaction.`,
      section: 'member',
    },
  },
  component: function TransactionDetail() {
    return (
      <TransactionDetailScreen
        txnNo={useSearch({ from: '/Member/TransactionDetail.html' }).txnNo}
      />
    )
  },
})
