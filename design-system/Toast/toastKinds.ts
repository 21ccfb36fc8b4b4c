export const toastKinds = ['info', 'success', 'error'] as const
export type ToastKind = (typeof toastKinds)[number]

/**
 * How long each kind stays (ms) unless the caller says otherwise: long enough to read a
 * sentence twice; errors longest. Hovering or focusing a toast pauses the timer.
 */
export const toastDurations: Record<ToastKind, number> = {
  info: 8000,
  success: 6000,
  error: 12000,
}
