import { Component, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { whenIdle } from './whenIdle'

/** Whether the browser has had a quiet moment since the page was first drawn. */
function useIdleAfterPaint(): boolean {
  const [idle, setIdle] = useState(false)
  // a transition: the parts are drawn in short slices, never one long task
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), 1500), [])
  return idle
}

/** A part that cannot load its code is left out; the page around it stays. */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * Draws `children` (below-the-fold parts, lazily loaded) only once the page has been shown and
 * the browser is idle, so the first paint and the largest picture are not held up by them.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const idle = useIdleAfterPaint()
  if (!idle) return null
  return (
    <LeaveOutOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </LeaveOutOnError>
  )
}
