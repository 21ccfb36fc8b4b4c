import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/BuyEventTickets.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('BuyEventTickets')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`How to buy event tickets`,
      description: msg`A step-by-step guide to buying event tickets online.`,
      section: 'help',
    },
  },
  component: () => <HelpArticle page="BuyEventTickets" />,
})
