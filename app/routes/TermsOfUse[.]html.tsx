import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { helpPageQuery } from '../api/queries'
import { HelpArticle } from '../features/help/HelpArticle'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/TermsOfUse.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(helpPageQuery('TermsOfUse')),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Terms of use`,
      description: msg`The rules for using the Citytix website and your account.`,
    },
  },
  component: () => <HelpArticle page="TermsOfUse" />,
})
