import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { faqQuery } from '../api/queries'
import { FaqScreen } from '../features/help/FaqScreen'
import { faqSearchSchema } from '../features/help/faqSearch'
import { HelpPending } from '../features/help/HelpPending'

export const Route = createFileRoute('/Faq.html')({
  validateSearch: faqSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(faqQuery()),
  pendingComponent: HelpPending,
  staticData: {
    page: {
      title: msg`Frequently asked questions`,
      description: msg`Answers to common questions about Citytix tickets and membership.`,
      section: 'help',
    },
  },
  component: function Faq() {
    const navigate = Route.useNavigate()
    return (
      <FaqScreen
        search={Route.useSearch().q}
        onSearch={(q) => navigate({ search: (previous) => ({ ...previous, q }) })}
      />
    )
  },
})
