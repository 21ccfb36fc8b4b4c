import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/ServiceFee.html')({
  staticData: {
    page: {
      title: msg`Service fees`,
      description: msg`The service, handling and delivery fees charged with your tickets.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
