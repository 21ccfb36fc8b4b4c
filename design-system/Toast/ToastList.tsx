import { useLingui } from '@lingui/react/macro'
import { Toast as RadixToast, VisuallyHidden } from 'radix-ui'
import { cx } from '../cx'
import { ErrorIcon, InfoIcon, SuccessIcon } from '../icons'
import { OverlayClose, overlaySurface } from '../overlay'
import * as styles from './Toast.css'
import { type ToastKind, toastDurations } from './toastKinds'
import type { ShownToast } from './toastMessage'

/** A different glyph per kind, so colour is never the only signal. */
const kindIcons = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon } as const

/** The hotkey that moves focus to the notifications (Radix's default). */
const hotkey = 'F8'

/**
 * The notifications on screen (Radix Toast): announced by screen readers (errors at once,
 * others politely), paused while hovered or focused, reached with F8. ToastProvider loads it
 * once the page is drawn, so the first render does not wait for it.
 */
export function ToastList({
  toasts,
  dismiss,
}: {
  toasts: ShownToast[]
  dismiss: (id: number) => void
}) {
  const { t } = useLingui()
  const kindLabel: Record<ToastKind, string> = {
    info: t`Information:`,
    success: t`Success:`,
    error: t`Error:`,
  }

  return (
    <RadixToast.Provider label={t`Notification`}>
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
  )
}
