import { useLingui } from '@lingui/react/macro'
import { Toast as RadixToast, VisuallyHidden } from 'radix-ui'
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
import { cx } from '../cx'
import { ErrorIcon, InfoIcon, SuccessIcon } from '../icons'
import { OverlayClose, overlaySurface } from '../overlay'
import { registerToastOutlet } from './notify'
import * as styles from './Toast.css'
import { type ToastKind, toastDurations } from './toastKinds'

export { notify } from './notify'
export { type ToastKind, toastDurations, toastKinds } from './toastKinds'

export interface ToastMessage {
  kind: ToastKind
  /** One short sentence, e.g. "URL copied to clipboard". */
  title: ReactNode
  description?: ReactNode
  /** Milliseconds before it closes by itself; defaults per kind (see toastDurations). */
  duration?: number
}

interface ShownToast extends ToastMessage {
  id: number
  open: boolean
}

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

/** A different glyph per kind, so colour is never the only signal. */
const kindIcons = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon } as const

/** The hotkey that moves focus to the notifications (Radix's default). */
const hotkey = 'F8'

/**
 * Wraps the app once. Notifications (the API's 403 message, "URL copied to clipboard") are
 * announced by screen readers (errors at once, others politely), stay long enough to read,
 * pause while hovered or focused, and can be reached with F8. Outside React, call `notify()`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const [toasts, setToasts] = useState<ShownToast[]>([])
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

  const kindLabel: Record<ToastKind, string> = {
    info: t`Information:`,
    success: t`Success:`,
    error: t`Error:`,
  }

  return (
    <ToastContext value={api}>
      <RadixToast.Provider label={t`Notification`}>
        {children}
        {toasts.map((toast) => {
          const KindIcon = kindIcons[toast.kind]
          return (
            <RadixToast.Root
              key={toast.id}
              open={toast.open}
              onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
              // errors interrupt the screen reader; the rest wait their turn
              type={toast.kind === 'error' ? 'foreground' : 'background'}
              duration={toast.duration ?? toastDurations[toast.kind]}
              className={cx(overlaySurface(), styles.toast, styles.kind[toast.kind])}
            >
              <span className={styles.icon[toast.kind]}>
                <KindIcon />
              </span>
              <div>
                <RadixToast.Title className={styles.title}>
                  <VisuallyHidden.Root>{kindLabel[toast.kind]} </VisuallyHidden.Root>
                  {toast.title}
                </RadixToast.Title>
                {toast.description && (
                  <RadixToast.Description className={styles.description}>
                    {toast.description}
                  </RadixToast.Description>
                )}
              </div>
              <RadixToast.Close asChild>
                <OverlayClose label={t`Dismiss notification`} className={styles.close} />
              </RadixToast.Close>
            </RadixToast.Root>
          )
        })}
        <RadixToast.Viewport
          hotkey={[hotkey]}
          label={t`Notifications (${hotkey})`}
          className={styles.viewport}
        />
      </RadixToast.Provider>
    </ToastContext>
  )
}
