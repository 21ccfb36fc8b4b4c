import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from './whenIdle'

/**
 * How many of `count` parts to draw now: the first at once, then one more in each quiet moment
 * of the browser. Drawn together, the home's six parts below its list made one layout task of
 * about 45 ms (180 ms on a phone, 4× slower), all of it blocking time; one at a time, each is a
 * short task of its own.
 */
export function useOneAtATime(count: number): number {
  const [shown, setShown] = useState(1)
  useEffect(() => {
    if (shown >= count) return
    return whenIdle(() => startTransition(() => setShown((drawn) => drawn + 1)), 300)
  }, [shown, count])
  return shown
}
