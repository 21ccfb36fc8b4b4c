import type { ToastKind } from './toastKinds'

const paths: Record<ToastKind, string> = {
  info: 'M12 8h.01M11 11h1v6h1',
  success: 'M7 12.5l3.2 3.2L17 9',
  error: 'M12 7v6M12 16.5h.01',
}

/** A different glyph per kind, so colour is never the only signal. */
export function KindIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d={paths[kind]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
