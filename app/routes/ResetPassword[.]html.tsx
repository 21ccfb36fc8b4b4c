import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'

export const Route = createFileRoute('/ResetPassword.html')({
  staticData: {
    page: {
      title: msg`Reset password`,
      description: msg`Choose a new password for your Citytix account.`,
    },
  },
  component: PageScreen,
})
