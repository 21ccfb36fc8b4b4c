import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { pastEventsQuery } from '../api/queries'
import { PastEventsPending } from '../features/events/PastEventsPending'
import { PastEventsScreen } from '../features/events/PastEventsScreen'
import { pastFilters, pastSearchSchema } from '../features/events/pastSearch'

export const Route = createFileRoute('/PastEvents.html')({
  validateSearch: pastSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(pastEventsQuery(pastFilters(deps))),
  pendingComponent: PastEventsPending,
  staticData: {
    page: {
      title: msg`Past events`,
      description: msg`Events that have already taken place.`,
    },
  },
  component: function PastEventsPage() {
    return <PastEventsScreen search={useSearch({ from: '/PastEvents.html' })} />
  },
})
