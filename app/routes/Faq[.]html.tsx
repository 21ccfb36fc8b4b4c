import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router'
import { faqQuery } from '../api/queries'
import { FaqScreen } from '../features/help/FaqScreen'
import { faqSearchSchema } from '../features/help/faqSearchParams'
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
  // the screen's code is its own chunk: it reads the route by path, not through `Route`
  component: function Faq() {
    const navigate = useNavigate({ from: '/Faq.html' })
    return (
      <FaqScreen
        search={useSearch({ from: '/Faq.html' }).q}
        onSearch={(q) => navigate({ search: (previous) => ({ ...previous, q }) })}
      />
    )
  },
})
