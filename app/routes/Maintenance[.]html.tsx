import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpPending } from '../features/help/HelpPending'
import { MaintenanceScreen } from '../features/info/InfoScreens'

export const Route = createFileRoute('/Maintenance.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('Maintenance')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`System maintenance`,
      description: msg`When the system stops each week for maintenance, and what stops with it.`,
      section: 'help',
    },
  },
  component: MaintenanceScreen,
})
