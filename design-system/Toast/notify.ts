import type { ToastMessage } from './toastMessage'

type Show = (message: ToastMessage) => void

// The mounted ToastProvider registers here, so code outside React (the API client's 403
// middleware) can raise a notification. Messages sent before it mounts wait for it.
let show: Show | undefined
const waiting: ToastMessage[] = []

/** Shows a notification from anywhere, even outside React; inside components prefer useToast(). */
export function notify(message: ToastMessage): void {
  if (show) show(message)
  else waiting.push(message)
}

/** Called by ToastProvider; returns the unregister function. */
export function registerToastOutlet(outlet: Show): () => void {
  show = outlet
  for (const message of waiting.splice(0)) outlet(message)
  return () => {
    if (show === outlet) show = undefined
  }
}
