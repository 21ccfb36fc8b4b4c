import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

// Spec §2: member pages need a login; the visitor goes to Login with the page they asked for
// (path, query and hash) as targetUrl, and lands there after logging in.
export const Route = createFileRoute('/Member')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoggedIn()) {
      throw redirect({ to: '/Login.html', search: { targetUrl: location.href }, replace: true })
    }
  },
  component: Outlet,
})
