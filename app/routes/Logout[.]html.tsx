import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PageScreen } from '../features/shell/PageScreen'
import { logOut } from '../session/session'

export const Route = createFileRoute('/Logout.html')({
  beforeLoad: ({ preload }) => {
    // hovering a Logout link preloads the route: only a real visit logs out
    if (preload) return
    void fetch('/Logout.do', { method: 'POST' }).catch(() => undefined)
    logOut()
  },
  staticData: { page: { title: msg`Log out`, description: msg`You have logged out of Citytix.` } },
  component: PageScreen,
})
