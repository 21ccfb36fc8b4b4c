import { useToast } from '@design-system/Toast'
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { errorMessages } from '../../../domain/errors'
import type { FailureOutlet } from '../../api/failures'
import { endSession, queryKeys } from '../../api/queries'
import { keptInput } from '../../auth/keptInput'
import { staffAuth } from '../../auth/staffAuth'
import type { AppRouter } from '../../router'
import { toastOnce } from './toastOnce'

/**
 * Shows what the query cache reports about failed calls (api/failures.ts): a notification, at
 * most once at a time; an expired session ends it and asks the member to log in again, coming
 * back to the same page afterwards (spec §6).
 */
export function FailureNotices({
  failures,
  router,
}: {
  failures: FailureOutlet
  router: AppRouter
}) {
  const { notify, dismiss } = useToast()
  const { i18n } = useLingui()
  useEffect(() => {
    const show = toastOnce({ notify, dismiss })
    const { auth, queryClient } = router.options.context
    return failures.connect((failure) => {
      if (failure.kind === 'notice') return show({ kind: 'error', title: failure.message })
      if (failure.kind === 'staffSessionExpired') {
        // the box office's session: the staff member signs in again and comes back here
        if (!staffAuth.token()) return
        const { href } = router.state.location
        staffAuth.signOut()
        queryClient.removeQueries({ queryKey: queryKeys.office })
        show({ kind: 'info', title: i18n._(errorMessages.SESSION_EXPIRED) })
        router
          .navigate({ to: '/Office/Login.html', search: { targetUrl: href } })
          .catch(() => undefined)
        return
      }
      // only a member has a session to lose (a visitor's stray 401 is not one)
      if (!auth.isLoggedIn()) return
      const { href } = router.state.location
      // the forms on screen keep what the member typed until they are back (useKeptInput),
      // under their id: another member of the same name must not get it
      keptInput.keepAll(auth.memberId())
      endSession(queryClient)
      show({ kind: 'info', title: i18n._(errorMessages.SESSION_EXPIRED) })
      router.navigate({ to: '/Login.html', search: { targetUrl: href } }).catch(() => undefined)
    })
  }, [failures, router, notify, dismiss, i18n])
  return null
}
