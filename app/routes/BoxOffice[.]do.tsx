import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: /BoxOffice.do is an old address of the box office list; the server hands browsers the app for it.
export const Route = createFileRoute('/BoxOffice.do')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/BoxOffice.html',
      search: location.search,
      hash: location.hash,
      replace: true,
    })
  },
})
