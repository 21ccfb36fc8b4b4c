export {
  notify,
  preloadToasts,
  type ToastKind,
  type ToastMessage,
  ToastProvider,
  toastDurations,
  toastKinds,
  useToast,
} from './Toast'
