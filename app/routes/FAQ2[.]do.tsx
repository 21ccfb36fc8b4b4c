import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: /FAQ2.do is an old address of the FAQ; the server hands browsers the app for it.
export const Route = createFileRoute('/FAQ2.do')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/Faq.html',
      search: location.search,
      hash: location.hash,
      replace: true,
    })
  },
})
