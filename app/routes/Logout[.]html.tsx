import { msg } from '@lingui/core/macro'
import { MutationObserver } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { logoutMutation } from '../api/queries'
import { LogoutScreen } from '../features/account/LogoutScreen'

export const Route = createFileRoute('/Logout.html')({
  beforeLoad: async ({ context, preload }) => {
    // hovering a Logout link preloads the route: only a real visit logs out
    if (preload) return
    // the server hears which session ends (its token goes with the call), then the token,
    // member data and personal notices are forgotten, also when the server cannot be reached
    await new MutationObserver(context.queryClient, logoutMutation).mutate().catch(() => undefined)
  },
  staticData: { page: { title: msg`Log out`, description: msg`You have logged out of Citytix.` } },
  component: LogoutScreen,
})
