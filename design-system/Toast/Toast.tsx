import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { registerToastOutlet } from './notify'
import type { ShownToast, ToastMessage } from './toastMessage'

export { notify } from './notify'
export { type ToastKind, toastDurations, toastKinds } from './toastKinds'
export type { ToastMessage } from './toastMessage'

interface ToastApi {
  /** Shows a notification; returns its id for `dismiss`. */
  notify: (message: ToastMessage) => number
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** Shows notifications from anywhere below it: call `useToast().notify(...)`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it')
  return api
}

// No notification is on screen when a page is first drawn: the part that shows them (Radix,
// ToastList.tsx) loads with the first one, which waits here until it can be shown.
type List = typeof import('./ToastList')
let list: List | undefined
let loading: Promise<List> | undefined
const loadList = () => {
  loading ??= import('./ToastList').then(
    (loaded) => {
      list = loaded
      return loaded
    },
    (error: unknown) => {
      // asked for again by the next notification
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Loads the notifications' part now rather than with the first one (stories, tests). */
export function preloadToasts(): Promise<void> {
  return loadList().then(() => undefined)
}

/**
 * Wraps the app once. Notifications (the API's 403 message, "URL copied to clipboard") are
 * announced by screen readers (errors at once, others politely), stay long enough to read,
 * pause while hovered or focused, and can be reached with F8. Outside React, call `notify()`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const [loaded, setLoaded] = useState(list)
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)))
    // forget it once Radix has played the closing animation
    setTimeout(() => setToasts((all) => all.filter((toast) => toast.id !== id)), 1000)
  }, [])
  const notify = useCallback((message: ToastMessage) => {
    const id = nextId.current++
    setToasts((all) => [...all, { ...message, id, open: true }])
    return id
  }, [])
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss])
  useEffect(() => registerToastOutlet(notify), [notify])

  // each new notification asks again if the list failed to load
  const waiting = toasts.length
  useEffect(() => {
    if (loaded || waiting === 0) return
    let current = true
    loadList().then(
      (next) => current && setLoaded(next),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [loaded, waiting])

  return (
    <ToastContext value={api}>
      {children}
      {loaded && <loaded.ToastList toasts={toasts} dismiss={dismiss} />}
    </ToastContext>
  )
}
