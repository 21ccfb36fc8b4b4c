import { startTransition, useEffect, useState } from 'react'

/**
 * How many of `total` items to draw: `step` at first, then `step` more after each drawing, each
 * in a transition of its own. A dozen event cards drawn, laid out and painted in one go made one
 * long task after the first paint (a phone counts each such task as blocking time, and a tap
 * waits for it); a few at a time stay short.
 */
export function useDrawnInSteps(total: number, step: number): number {
  const [drawn, setDrawn] = useState(step)
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn((count) => count + step))
  }, [drawn, total, step])
  return Math.min(drawn, total)
}
