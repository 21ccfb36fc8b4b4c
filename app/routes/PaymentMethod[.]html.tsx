import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/PaymentMethod.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('PaymentMethod')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Payment methods`,
      description: msg`The ways you can pay for your tickets.`,
      section: 'help',
    },
  },
  component: () => <HelpArticle page="PaymentMethod" />,
})
