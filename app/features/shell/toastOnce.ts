import type { ToastMessage } from '@design-system/Toast'

interface Toasts {
  notify: (message: ToastMessage) => number
  dismiss: (id: number) => void
}

/** Failures this close to the shown one count as the same failure (calls that failed together). */
export const togetherMs = 4000

/**
 * Shows a notification unless the same one (kind and text) was shown a moment ago: when several
 * calls fail together the visitor reads "Server is busy" once. A later repeat (the visitor tried
 * again and it failed again) replaces the shown one, so it is told and stays its whole time,
 * and the screen never holds two of them; one held open by the pointer is replaced too.
 */
export function toastOnce(toasts: Toasts, now: () => number = Date.now) {
  const shown = new Map<string, { id: number; at: number }>()
  return (message: ToastMessage & { title: string }) => {
    const key = `${message.kind}\n${message.title}`
    const previous = shown.get(key)
    if (previous && now() - previous.at < togetherMs) return
    if (previous) toasts.dismiss(previous.id)
    shown.set(key, { id: toasts.notify(message), at: now() })
  }
}
