import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/Help.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('Help')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Help`,
      description: msg`Answers on buying tickets, payment, collection, delivery and service fees.`,
    },
  },
  component: () => <HelpArticle page="Help" />,
})
