/**
 * Runs `then` in the browser's next quiet moment (at the latest after `timeout` ms; a short
 * timer where the browser has no idle callbacks); returns the cancel function.
 */
export function whenIdle(then: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(then, 50)
  return () => window.clearTimeout(timer)
}
