import { type ReactNode, useDeferredValue } from 'react'

/**
 * Draws `children` in a transition's short slices when it first appears, with `pending` (a
 * cheap placeholder) shown meanwhile. The router shows a page it has loaded in one blocking
 * render; for a page of many cards that is a long task, which a phone counts as blocking time
 * and during which a tap waits.
 */
export function DrawnInSlices({ pending, children }: { pending: ReactNode; children: ReactNode }) {
  const drawn = useDeferredValue(true, false)
  return drawn ? children : pending
}
