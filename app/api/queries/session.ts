// Where every login and every end of a session lands, whichever call caused it. The router
// follows the login state (main.tsx invalidates it on each change), so guards run again: a
// member on the Login page goes on to the page they asked for, one on a member page whose
// session ended goes to Login.
import type { QueryClient } from '@tanstack/react-query'
import { auth } from '../../auth/auth'
import { queryKeys } from './keys'
import type { Schemas } from './types'

/** A login succeeded (password, one-time password, Facebook, Google, Apple). */
export function startSession(client: QueryClient, result: Schemas['LoginResult']) {
  auth.logIn(result.token, result.member.displayName, result.member.memberId)
  return client.invalidateQueries({ queryKey: queryKeys.member })
}

/** Logout, an expired session, a new password or email: forget it and the member's data. */
export function endSession(client: QueryClient) {
  auth.logOut()
  client.removeQueries({ queryKey: queryKeys.member })
}
