// The box office's sign-in state (issue #35), kept apart from the member's (auth.ts): its own
// token and staff member, in this tab's session storage, so closing the tab at a shared counter
// signs the staff member out, and a member signed in on the same browser is neither used nor
// touched. The API client sends this token, and only this one, on /api/office/ calls.
import type { StaffRole } from '../../domain/office/roles'

export const staffStorageKey = 'CT_OFFICE'

export interface SignedInStaff {
  id: number
  email: string
  name: string
  role: StaffRole
}

export interface StaffAuth {
  token(): string | undefined
  /** Who is signed in; undefined when nobody is. The same object until it changes. */
  staff(): SignedInStaff | undefined
  signIn(token: string, staff: SignedInStaff): void
  signOut(): void
  subscribe(listener: () => void): () => void
}

interface Stored {
  token: string
  staff: SignedInStaff
}

function parse(text: string | null | undefined): Stored | undefined {
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<Stored>
    return typeof value.token === 'string' && value.staff && typeof value.staff.id === 'number'
      ? (value as Stored)
      : undefined
  } catch {
    return undefined
  }
}

export function createStaffAuth(getStorage: () => Storage | undefined): StaffAuth {
  const listeners = new Set<() => void>()
  const storage = () => {
    try {
      return getStorage()
    } catch {
      return undefined
    }
  }
  let current: Stored | undefined
  try {
    current = parse(storage()?.getItem(staffStorageKey))
  } catch {
    current = undefined
  }
  const set = (next: Stored | undefined) => {
    current = next
    try {
      if (next) storage()?.setItem(staffStorageKey, JSON.stringify(next))
      else storage()?.removeItem(staffStorageKey)
    } catch {
      // nowhere to keep it: signed in for this page only
    }
    for (const listener of listeners) listener()
  }
  return {
    token: () => current?.token,
    staff: () => current?.staff,
    signIn: (token, staff) => set({ token, staff }),
    signOut: () => set(undefined),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The box office's sign-in state, in this tab's session storage. */
export const staffAuth: StaffAuth = createStaffAuth(() => globalThis.sessionStorage)
