import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../features/account/ForgotPasswordScreen'

export const Route = createFileRoute('/ForgotPassword.html')({
  staticData: {
    page: {
      title: msg`Forgot password`,
      description: msg`Get a link to reset the password of your Citytix account.`,
    },
  },
  component: ForgotPasswordScreen,
})
