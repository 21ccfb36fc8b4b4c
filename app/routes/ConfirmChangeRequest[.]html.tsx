import { msg } from '@lingui/core/macro'
import { createFileRoute, useSearch } from '@tanstack/react-router'
import { linkTokenSearchSchema } from '../features/account/linkTokenSearch'
import { ConfirmChangeRequestScreen } from '../features/changeRequests/ConfirmChangeRequestScreen'

// A visitor's change request mail links here: /{lang}/ConfirmChangeRequest.html?token=…
// (openapi.yaml confirmChangeRequest).
export const Route = createFileRoute('/ConfirmChangeRequest.html')({
  validateSearch: linkTokenSearchSchema,
  staticData: {
    page: {
      title: msg`Confirm your change request`,
      description: msg`Confirm a transaction or delivery change request with the link from your email.`,
      section: 'help',
    },
  },
  component: function ConfirmChangeRequest() {
    return (
      <ConfirmChangeRequestScreen token={useSearch({ from: '/ConfirmChangeRequest.html' }).token} />
    )
  },
})
