import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OfficeNoticeScreen } from '../../features/office/switches/OfficeNoticeScreen'

export const Route = createFileRoute('/Office/Notices.html')({
  staticData: {
    page: {
      title: msg`Notices to members`,
      description: msg`A notice to every member or to the buyers of one performance, in their inbox and by mail.`,
    },
  },
  component: OfficeNoticeScreen,
})
