// Who is signed in to the box office, following every change of app/auth/staffAuth.ts.
import { useSyncExternalStore } from 'react'
import { type StaffAuth, staffAuth } from '../../auth/staffAuth'

export function useStaff(auth: StaffAuth = staffAuth) {
  return useSyncExternalStore(auth.subscribe, auth.staff, auth.staff)
}
