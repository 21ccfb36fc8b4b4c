import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { HelpPending } from '../features/help/HelpPending'
import { OutletsScreen } from '../features/outlets/OutletsScreen'
import { loadOutlets } from '../features/outlets/outletQueries'
import { outletSearchSchema } from '../features/outlets/outletSearch'

export const Route = createFileRoute('/BoxOffice.html')({
  validateSearch: outletSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOutlets(context.queryClient, 'boxOffices', deps),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Box offices`,
      description: msg`Where to find box offices and when they are open.`,
      section: 'help',
    },
  },
  // the screen's code is its own chunk: it reads the route by path, not through `Route`
  component: function BoxOffices() {
    const navigate = useNavigate({ from: '/BoxOffice.html' })
    return (
      <OutletsScreen
        kind="boxOffices"
        search={useSearch({ from: '/BoxOffice.html' })}
        onSearch={(search) => navigate({ search })}
      />
    )
  },
})
