import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { cx } from '../cx'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './Countdown.css'
import { clockText, crossedMilestone, remaining } from './remaining'

export interface CountdownProps {
  /** The moment it counts down to (a Date or epoch milliseconds). */
  to: Date | number
  /** Words before the time, e.g. "On sale in" or "Seats held for". */
  label: string
  /** Shown instead of the time once it is reached, e.g. "On sale now". */
  expiredText?: ReactNode
  /** Called once when the time runs out while the countdown is on screen. */
  onExpire?: () => void
  /** The clock; stories and tests pass a fixed or controlled one. */
  now?: () => number
  className?: string
}

/**
 * Time left until a moment given by the caller: "On sale in 2 days 03:14:05", a seat hold
 * expiring. It ticks every second but is silent to screen readers except at a few milestones
 * (one hour, ten, five, two and one minute, thirty seconds, time up).
 */
export function Countdown({
  to,
  label,
  expiredText,
  onExpire,
  now = Date.now,
  className,
}: CountdownProps) {
  const { t } = useLingui()
  const target = typeof to === 'number' ? to : to.getTime()
  const [current, setCurrent] = useState(now)
  const left = remaining(target, current)
  const previousSeconds = useRef(left.totalSeconds)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (remaining(target, now()).totalSeconds === 0) return
    const timer = setInterval(() => setCurrent(now()), 1000)
    return () => clearInterval(timer)
  }, [target, now])

  useEffect(() => {
    const milestone = crossedMilestone(previousSeconds.current, left.totalSeconds)
    previousSeconds.current = left.totalSeconds
    if (milestone === undefined) return
    if (milestone === 0) {
      setAnnouncement(t`Time is up`)
      onExpire?.()
    } else if (milestone >= 3600) {
      const hours = milestone / 3600
      setAnnouncement(`${label} ${t`${plural(hours, { one: '# hour', other: '# hours' })}`}`)
    } else if (milestone >= 60) {
      const minutes = milestone / 60
      setAnnouncement(`${label} ${t`${plural(minutes, { one: '# minute', other: '# minutes' })}`}`)
    } else {
      setAnnouncement(
        `${label} ${t`${plural(milestone, { one: '# second', other: '# seconds' })}`}`,
      )
    }
  }, [left.totalSeconds, label, onExpire, t])

  const dayCount = left.days
  const days = dayCount > 0 ? t`${plural(dayCount, { one: '# day', other: '# days' })}` : ''
  const expired = left.totalSeconds === 0
  return (
    <span className={cx(styles.root, className)}>
      {expired ? (
        <span className={styles.time}>{expiredText ?? t`Time is up`}</span>
      ) : (
        <>
          <span className={styles.label}>{label}</span>
          <span role="timer" className={styles.time}>
            {days && `${days} `}
            {clockText(left)}
          </span>
        </>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </span>
  )
}
