import { useEffect, useState } from 'react'

/** True for the first `ms` after the screen appears (the wish list's loading flag, spec §4). */
export function useLoadingDelay(ms: number): boolean {
  const [waiting, setWaiting] = useState(ms > 0)
  useEffect(() => {
    if (ms <= 0) return
    const timer = setTimeout(() => setWaiting(false), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return waiting
}
