import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react'
import { whenIdle } from './whenIdle'

const InSteps = createContext(true)

/**
 * Draws every part at once below it: for stories and tests, whose screenshots and assertions
 * must not depend on how many quiet moments the browser has had.
 */
export function DrawPartsAtOnce({ children }: { children: ReactNode }) {
  return <InSteps.Provider value={false}>{children}</InSteps.Provider>
}

/**
 * How many of `count` parts to draw now: the first at once, then one more in each quiet moment
 * of the browser. Drawn together, the home's parts below its list made one long layout task, all
 * of it blocking time on a phone; one at a time, each is a short task of its own. Inside DrawPartsAtOnce, all of them at once.
 */
export function useOneAtATime(count: number): number {
  const inSteps = useContext(InSteps)
  const [shown, setShown] = useState(1)
  useEffect(() => {
    if (!inSteps || shown >= count) return
    return whenIdle(() => startTransition(() => setShown((drawn) => drawn + 1)), 300)
  }, [inSteps, shown, count])
  return inSteps ? shown : count
}
