import { msg } from '@lingui/core/macro'
import { MutationObserver } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { logoutMutation } from '../api/queries'
import { PageScreen } from '../features/shell/PageScreen'
import { logOut } from '../session/session'

export const Route = createFileRoute('/Logout.html')({
  beforeLoad: ({ context, preload }) => {
    // hovering a Logout link preloads the route: only a real visit logs out
    if (preload) return
    logOut()
    // tells the server, drops the token and every member query (personal notices included)
    void new MutationObserver(context.queryClient, logoutMutation).mutate().catch(() => undefined)
  },
  staticData: { page: { title: msg`Log out`, description: msg`You have logged out of Citytix.` } },
  component: PageScreen,
})
