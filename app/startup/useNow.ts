import { useEffect, useState } from 'react'

/** The current time, refreshed every `everyMs` so time-bound notices come and go by themselves. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
