import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: Tdm.html is an old address of TicketingTerminal.html.
export const Route = createFileRoute('/Tdm.html')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/TicketingTerminal.html',
      search: location.search,
      hash: location.hash,
      replace: true,
    })
  },
})
