import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: /Tdm.do is an old address of the kiosk list; the server hands browsers the app for it.
export const Route = createFileRoute('/Tdm.do')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/TicketingTerminal.html',
      search: location.search,
      hash: location.hash,
      replace: true,
    })
  },
})
