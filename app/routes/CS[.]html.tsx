import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpPending } from '../features/help/HelpPending'
import { CustomerServiceScreen } from '../features/help/HelpScreens'

export const Route = createFileRoute('/CS.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('CS')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Customer service`,
      description: msg`Contact Citytix customer service: opening hours, hotline and enquiry form.`,
      section: 'help',
    },
  },
  component: CustomerServiceScreen,
})
