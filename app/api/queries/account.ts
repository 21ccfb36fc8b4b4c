// The sign-in providers, the bot check and logging out (the Logout page's guard makes it, so
// it comes with the entry); the other writes for logging in, registration, activation and
// password reset are in accountMutations.ts. Every login path ends in startSession and every
// logout in endSession (session.ts, spec §4).
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { auth } from '../../auth/auth'
import { keptInput } from '../../auth/keptInput'
import { api } from '../client'
import { unwrap } from '../errors'
import { queryKeys } from './keys'
import { endSession } from './session'
import { staleTimes } from './staleTimes'

/** The social sign-in buttons to offer: only the providers the site is configured for. */
export const socialLoginProvidersQuery = () =>
  queryOptions({
    queryKey: queryKeys.socialLoginProviders(),
    queryFn: ({ signal }) => api.GET('/api/login/providers.do', { signal }).then(unwrap),
  })

/**
 * Tells the server which session ends (the request carries its token), then forgets it, also
 * when the server cannot be reached: the member asked to leave, so nothing is shown for that.
 */
export const logoutMutation = mutationOptions({
  mutationKey: ['account', 'logout'],
  mutationFn: async () => {
    if (auth.isLoggedIn()) await api.POST('/Logout.do').then(unwrap)
  },
  onSettled: (_data, _error, _variables, _result, { client }) => {
    endSession(client)
    // input kept through an expired session is this member's: nobody after them sees it
    keptInput.forgetAll()
  },
  meta: { quiet: true, ignoreExpiredSession: true },
})

/** A bot-check picture for registration and one-time passwords; each is answered once. */
export const botCheckQuery = () =>
  queryOptions({
    queryKey: queryKeys.botCheck(),
    queryFn: ({ signal }) => api.GET('/api/captcha.do', { signal }).then(unwrap),
    staleTime: staleTimes.live,
    gcTime: 0,
  })
