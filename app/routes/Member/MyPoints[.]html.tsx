import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

// Spec §2 names this screen without a route; the header's member menu links here.
export const Route = createFileRoute('/Member/MyPoints.html')({
  staticData: {
    page: {
      title: msg`My points`,
      description: msg`Your points balance, their history over the last year, and buying points.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
