// The contract calls of the staff and audit screens (issue #35), in one object the screens read
// from context: the app uses the real ones, a story hands in stand-ins (no server in Storybook).
import { createContext, type ReactNode, useContext } from 'react'
import {
  addStaffMutation,
  auditLogQuery,
  resetStaffAuthenticatorMutation,
  staffAccountsQuery,
  updateStaffMutation,
} from '../../../api/queries'

const staffCalls = {
  accounts: staffAccountsQuery,
  audit: auditLogQuery,
  add: addStaffMutation,
  update: updateStaffMutation,
  resetAuthenticator: resetStaffAuthenticatorMutation,
}
export type StaffCalls = typeof staffCalls

const CallsContext = createContext<StaffCalls>(staffCalls)

/** Replaces some calls for what is inside (stories). */
export function StaffCallsProvider({
  calls,
  children,
}: {
  calls: Partial<StaffCalls>
  children: ReactNode
}) {
  return (
    <CallsContext.Provider value={{ ...staffCalls, ...calls }}>{children}</CallsContext.Provider>
  )
}

export const useStaffCalls = () => useContext(CallsContext)
