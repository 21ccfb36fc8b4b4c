import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/AboutUs.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('AboutUs')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`About us`,
      description: msg`About Citytix, Hong Kong's ticketing platform for events and cinema.`,
    },
  },
  component: () => <HelpArticle page="AboutUs" />,
})
