import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpPending } from '../features/help/HelpPending'
import { ServiceFeeScreen } from '../features/help/HelpScreens'

export const Route = createFileRoute('/ServiceFee.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('ServiceFee')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Service fees`,
      description: msg`The service, handling and delivery fees charged with your tickets.`,
      section: 'help',
    },
  },
  component: ServiceFeeScreen,
})
