import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: /TermsOfUse.do is an old address of the terms of use; the server hands browsers the app for it.
export const Route = createFileRoute('/TermsOfUse.do')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/TermsOfUse.html',
      search: location.search,
      hash: location.hash,
      replace: true,
    })
  },
})
