// The contract calls of the box office's own screens (sign-in, sign-out, who is signed in), in
// one object the screens read from context (a story can provide stand-ins: no server in Storybook).
import { createContext, type ReactNode, useContext } from 'react'
import { staffSessionQuery, staffSignInMutation, staffSignOutMutation } from '../../api/queries'

export const officeCalls = {
  signIn: staffSignInMutation,
  signOut: staffSignOutMutation,
  session: staffSessionQuery,
}
export type OfficeCalls = typeof officeCalls

const CallsContext = createContext<OfficeCalls>(officeCalls)

/** Replaces some calls for what is inside (stories). */
export function OfficeCallsProvider({
  calls,
  children,
}: {
  calls: Partial<OfficeCalls>
  children: ReactNode
}) {
  return (
    <CallsContext.Provider value={{ ...officeCalls, ...calls }}>{children}</CallsContext.Provider>
  )
}

export const useOfficeCalls = () => useContext(CallsContext)
