import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useToast } from '../../../design-system/Toast/Toast'
import { errorMessages } from '../../../domain/errors'
import { setApiCallbacks } from '../../api/client'
import { queryKeys } from '../../api/queries'
import { getSession, logOut } from '../../session/session'

/**
 * What the visitor sees when a call fails and no screen handles it (spec §6, §8): a 403 shows
 * the server's message, "Server is busy" for the rest; an expired session logs the member out
 * and asks them to log in again, coming back to the same page.
 */
export function ApiNotifications() {
  const { notify } = useToast()
  const { i18n } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    setApiCallbacks({
      onForbidden: (message) => notify({ kind: 'error', title: message }),
      onServerBusy: (message) => notify({ kind: 'error', title: message }),
      onSessionExpired: () => {
        // only a member has a session to lose (a visitor's logout call may answer 401 too)
        if (!getSession().isLogin) return
        logOut()
        queryClient.removeQueries({ queryKey: queryKeys.member })
        notify({ kind: 'info', title: i18n._(errorMessages.SESSION_EXPIRED) })
        const { href } = router.state.location
        router.navigate({ to: '/Login.html', search: { targetUrl: href } }).catch(() => undefined)
      },
    })
  }, [notify, i18n, router, queryClient])
  return null
}
