import { createFileRoute, redirect } from '@tanstack/react-router'

// Spec §2: Register.html is an old address of Login.html, which opens on its registration.
export const Route = createFileRoute('/Register.html')({
  beforeLoad: ({ location }) => {
    throw redirect({
      to: '/Login.html',
      search: { ...(location.search as Record<string, unknown>), mode: 'register' },
      hash: location.hash,
      replace: true,
    })
  },
})
