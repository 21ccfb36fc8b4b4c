import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ActivationScreen } from '../features/account/ActivationScreen'
import { linkTokenSearchSchema } from '../features/account/linkTokenSearch'

// The activation mail links here: /{lang}/Activation.html?token=… (openapi.yaml register).
export const Route = createFileRoute('/Activation.html')({
  validateSearch: linkTokenSearchSchema,
  staticData: {
    page: {
      title: msg`Account activation`,
      description: msg`Activate your Citytix account with the link from your email.`,
    },
  },
  component: function Activation() {
    return <ActivationScreen token={useSearch({ from: '/Activation.html' }).token} />
  },
})
