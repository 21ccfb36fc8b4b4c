import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../../features/shell/PageScreen'

export const Route = createFileRoute('/Member/MemberInfo.html')({
  staticData: {
    page: {
      title: msg`Member information`,
      description: msg`Update your personal details, event card layout and password.`,
      section: 'member',
    },
  },
  component: PageScreen,
})
