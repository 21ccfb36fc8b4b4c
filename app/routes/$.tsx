import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: unknown paths go to the events home.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/Events.html', replace: true })
  },
})
