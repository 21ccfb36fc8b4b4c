import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribeSuccessScreen } from '../features/forms/UnsubscribeSuccessScreen'

export const Route = createFileRoute('/UnsubscribeSuccess.html')({
  staticData: {
    page: {
      title: msg`Unsubscribed`,
      description: msg`You will no longer receive the Citytix newsletter.`,
    },
  },
  component: UnsubscribeSuccessScreen,
})
