import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

// Spec §2 names this screen without a route; the header's member menu links here.
export const Route = createFileRoute('/Member/Inbox.html')({
  staticData: {
    page: {
      title: msg`Inbox`,
      description: msg`Notices sent to you in the last three months.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
