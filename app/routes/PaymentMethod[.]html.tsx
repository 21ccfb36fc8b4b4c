import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/PaymentMethod.html')({
  staticData: {
    page: {
      title: msg`Payment methods`,
      description: msg`The ways you can pay for your tickets.`,
      section: 'help',
    },
  },
  component: PageScreen,
})
