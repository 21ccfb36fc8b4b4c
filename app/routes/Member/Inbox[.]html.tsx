import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { noticesQuery } from '../../api/queries'
import { InboxScreen } from '../../features/inbox/InboxScreen'
import { MemberPending } from '../../features/member/MemberPending'

// Spec §2 names this screen without a route; the header's member menu links here.
export const Route = createFileRoute('/Member/Inbox.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(noticesQuery()),
  pendingComponent: MemberPending,
  staticData: {
    page: {
      title: msg`Inbox`,
      description: msg`Notices sent to you in the last three months.`,
      section: 'member',
    },
  },
  component: InboxScreen,
})
