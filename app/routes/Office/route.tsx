import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { staffAuth } from '../../auth/staffAuth'

// The box office (issue #35): every page but the sign-in needs a staff session, kept apart from
// the member's (app/auth/staffAuth.ts); the visitor signs in and comes back to the page asked for.
export const Route = createFileRoute('/Office')({
  beforeLoad: ({ location }) => {
    if (location.pathname.endsWith('/Office/Login.html')) return
    if (!staffAuth.token()) {
      throw redirect({
        to: '/Office/Login.html',
        search: { targetUrl: location.href },
        replace: true,
      })
    }
  },
  component: Outlet,
})
