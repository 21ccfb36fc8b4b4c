import { type ToastMessage, toastDurations } from '@design-system/Toast'

interface Toasts {
  notify: (message: ToastMessage) => number
  dismiss: (id: number) => void
}

/**
 * Shows a notification unless the same one (kind and text) is already on screen: when several
 * calls fail together the visitor reads "Server is busy" once. A repeat after the first one's
 * time is up replaces it, so one still held open by the pointer is never doubled either.
 */
export function toastOnce(toasts: Toasts, now: () => number = Date.now) {
  const shown = new Map<string, { id: number; until: number }>()
  return (message: ToastMessage & { title: string }) => {
    const key = `${message.kind}\n${message.title}`
    const previous = shown.get(key)
    if (previous && now() < previous.until) return
    if (previous) toasts.dismiss(previous.id)
    const id = toasts.notify(message)
    shown.set(key, { id, until: now() + (message.duration ?? toastDurations[message.kind]) })
  }
}
