import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NewsletterScreen } from '../features/forms/NewsletterScreen'

export const Route = createFileRoute('/Newsletter.html')({
  staticData: {
    page: {
      title: msg`Newsletter`,
      description: msg`Subscribe to the Citytix newsletter: events going on sale, offers and news.`,
    },
  },
  component: NewsletterScreen,
})
