import { createFileRoute, redirect } from '@tanstack/react-router'

// `/Member` alone is no page (spec §2): like any unknown path, it opens the events home.
export const Route = createFileRoute('/Member/')({
  beforeLoad: () => {
    throw redirect({ to: '/Events.html', replace: true })
  },
})
