import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/Faq.html')({
  staticData: {
    page: {
      title: msg`Frequently asked questions`,
      description: msg`Answers to common questions about Citytix tickets and membership.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
