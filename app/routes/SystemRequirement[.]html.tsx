import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/SystemRequirement.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('SystemRequirement')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`System requirements`,
      description: msg`The browsers and devices Citytix supports.`,
      section: 'help',
    },
  },
  component: () => <HelpArticle page="SystemRequirement" />,
})
