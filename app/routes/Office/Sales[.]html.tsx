import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { SalesScreen } from '../../features/office/sales/SalesScreen'
import { positiveInteger, searchSchema } from '../../routing/searchParams'

export const Route = createFileRoute('/Office/Sales.html')({
  validateSearch: searchSchema({ performance: positiveInteger }),
  staticData: {
    page: {
      title: msg`Sales`,
      description: msg`Tickets sold, held and available for each performance, and the downloads.`,
    },
  },
  component: function OfficeSales() {
    const { performance } = useSearch({ from: '/Office/Sales.html' })
    return <SalesScreen performanceId={performance} />
  },
})
