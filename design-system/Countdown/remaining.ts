export interface Remaining {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** whole seconds left, rounded up: "00:00:01" shows until the last moment */
  totalSeconds: number
}

/** Splits the time until `to` into days, hours, minutes and seconds; never negative. */
export function remaining(to: number, now: number): Remaining {
  const totalSeconds = Math.max(0, Math.ceil((to - now) / 1000))
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  }
}

const two = (n: number) => String(n).padStart(2, '0')

/** "03:14:05": the clock part shown after the days. */
export function clockText({ hours, minutes, seconds }: Remaining): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`
}

/**
 * Moments worth telling a screen-reader user about, in seconds left. Reading every tick aloud
 * would drown everything else, so the timer itself is silent and only these are announced.
 */
export const announcedMilestones = [3600, 600, 300, 120, 60, 30, 0] as const

/**
 * The milestone passed between two readings (seconds left before and now), if any. When
 * several were passed at once (a sleeping tab wakes up) the latest wins: "time is up" beats
 * "five minutes left".
 */
export function crossedMilestone(before: number, now: number): number | undefined {
  return announcedMilestones.findLast((m) => before > m && now <= m)
}
