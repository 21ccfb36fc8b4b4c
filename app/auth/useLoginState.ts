import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { LoginState } from './auth'

/** The login state from the router's context, drawn again whenever it changes. */
export function useLoginState(): LoginState {
  const { auth } = useRouteContext({ from: '__root__' })
  // the context's own: a visitor's on the server drawing a first view (app/ssr)
  return useSyncExternalStore(auth.subscribe, auth.state, auth.state)
}
