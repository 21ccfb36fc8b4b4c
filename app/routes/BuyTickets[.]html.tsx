import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/BuyTickets.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('BuyTickets')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`How to buy tickets`,
      description: msg`A step-by-step guide to buying event and movie tickets on Citytix.`,
      section: 'help',
    },
  },
  component: () => <HelpArticle page="BuyTickets" />,
})
