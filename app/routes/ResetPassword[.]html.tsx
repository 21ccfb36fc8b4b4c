import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { linkTokenSearchSchema } from '../features/account/linkTokenSearch'
import { ResetPasswordScreen } from '../features/account/ResetPasswordScreen'

export const Route = createFileRoute('/ResetPassword.html')({
  validateSearch: linkTokenSearchSchema,
  staticData: {
    page: {
      title: msg`Reset password`,
      description: msg`Choose a new password for your Citytix account.`,
    },
  },
  component: function ResetPassword() {
    return <ResetPasswordScreen token={useSearch({ from: '/ResetPassword.html' }).token} />
  },
})
