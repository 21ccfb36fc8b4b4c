import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { OfficePerformancesScreen } from '../../features/office/performances/OfficePerformancesScreen'
import { positiveInteger, searchSchema } from '../../routing/searchParams'

export const Route = createFileRoute('/Office/Performances.html')({
  // `?event=` names the event whose performances are shown
  validateSearch: searchSchema({ event: positiveInteger }),
  staticData: {
    page: {
      title: msg`Performances`,
      description: msg`An event's performances, their sale windows, waiting rooms and prices.`,
    },
  },
  component: function OfficePerformances() {
    const { event } = useSearch({ from: '/Office/Performances.html' })
    return <OfficePerformancesScreen eventId={event} />
  },
})
