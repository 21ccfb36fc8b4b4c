import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { transactionsQuery } from '../../api/queries'
import { TxnHistoryPending } from '../../features/transactions/TransactionsPending'
import { TxnHistoryScreen } from '../../features/transactions/TxnHistoryScreen'
import { shownMonth, txnHistorySearchSchema } from '../../features/transactions/txnHistorySearch'

export const Route = createFileRoute('/Member/TxnHistory.html')({
  validateSearch: txnHistorySearchSchema,
  loaderDeps: ({ search }) => ({ month: shownMonth(new Date(), search.month) }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(transactionsQuery(deps.month)),
  pendingComponent: TxnHistoryPending,
  staticData: {
    page: {
      title: msg`Transaction history`,
      description: msg`Your ticket purchases of the previous six months.`,
      section: 'member',
    },
  },
  component: function TxnHistory() {
    const navigate = useNavigate({ from: '/Member/TxnHistory.html' })
    return (
      <TxnHistoryScreen
        month={useSearch({ from: '/Member/TxnHistory.html' }).month}
        onMonthChange={(month) => navigate({ search: { month } })}
      />
    )
  },
})
