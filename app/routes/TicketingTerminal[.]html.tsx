import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { HelpPending } from '../features/help/HelpPending'
import { OutletsScreen } from '../features/outlets/OutletsScreen'
import { loadOutlets } from '../features/outlets/outletQueries'
import { outletSearchSchema } from '../features/outlets/outletSearch'

export const Route = createFileRoute('/TicketingTerminal.html')({
  validateSearch: outletSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOutlets(context.queryClient, 'kiosks', deps),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Ticketing kiosks`,
      description: msg`Find a self-service ticketing kiosk near you.`,
      section: 'help',
    },
  },
  // the screen's code is its own chunk: it reads the route by path, not through `Route`
  component: function Kiosks() {
    const navigate = useNavigate({ from: '/TicketingTerminal.html' })
    return (
      <OutletsScreen
        kind="kiosks"
        search={useSearch({ from: '/TicketingTerminal.html' })}
        onSearch={(search) => navigate({ search })}
      />
    )
  },
})
