import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

export const Route = createFileRoute('/Member/TopUpsHistory.html')({
  staticData: {
    page: {
      title: msg`Points top-up history`,
      description: msg`Points you have bought and when they expire.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
