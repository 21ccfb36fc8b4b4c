export {
  notify,
  type ToastKind,
  type ToastMessage,
  ToastProvider,
  toastDurations,
  toastKinds,
  useToast,
} from './Toast'
