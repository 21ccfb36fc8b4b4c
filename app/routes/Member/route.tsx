import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { getSession } from '../../session/session'

// Spec §2: member pages need a login; the visitor goes to Login with the page they asked for
// (path, query and hash) as targetUrl, and lands there after logging in.
export const Route = createFileRoute('/Member')({
  beforeLoad: ({ location }) => {
    if (!getSession().isLogin) {
      throw redirect({ to: '/Login.html', search: { targetUrl: location.href }, replace: true })
    }
  },
  component: Outlet,
})
