import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/PastEvents.html')({
  staticData: {
    page: {
      title: msg`Past events`,
      description: msg`Events that have already taken place.`,
    },
  },
  component: PageScreen,
})
