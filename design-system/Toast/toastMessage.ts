// What a toast says, apart from Toast.tsx: the provider, its lazily loaded list (ToastList.tsx)
// and notify.ts all read it, and none imports another for it.
import type { ReactNode } from 'react'
import type { ToastKind } from './toastKinds'

export interface ToastMessage {
  kind: ToastKind
  /** One short sentence, e.g. "URL copied to clipboard". */
  title: ReactNode
  description?: ReactNode
  /** Milliseconds before it closes by itself; defaults per kind (see toastDurations). */
  duration?: number
}

export interface ShownToast extends ToastMessage {
  id: number
  open: boolean
}
