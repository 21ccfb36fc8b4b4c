import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/Unsubscribe.html')({
  staticData: {
    page: {
      title: msg`Unsubscribe from the newsletter`,
      description: msg`Stop receiving the Citytix newsletter.`,
    },
  },
  component: PageScreen,
})
