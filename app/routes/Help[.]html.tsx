import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/Help.html')({
  staticData: {
    page: {
      title: msg`Help`,
      description: msg`Answers on buying tickets, payment, collection, delivery and service fees.`,
    },
  },
  component: PageScreen,
})
