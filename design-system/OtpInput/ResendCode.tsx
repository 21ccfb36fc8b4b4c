import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { otpResendSecondsLeft } from '../../domain/otp'
import { Button } from '../Button'
import { Inline } from '../layout'
import { VisuallyHidden } from '../VisuallyHidden'
import * as styles from './OtpInput.css'

export interface ResendCodeProps {
  /** When the last code was sent (epoch ms); the caller sets it again after a resend to restart. */
  sentAt: number
  /** Asks for a new code; the button shows a spinner until the promise settles. */
  onResend: () => void | Promise<void>
  /** The clock, injectable for stories and tests. */
  now?: () => number
}

/**
 * "Resend code", usable 60 seconds after the last code was sent. The countdown shows every
 * second but is announced only when it starts and when the button becomes usable.
 */
export function ResendCode({ sentAt, onResend, now = Date.now }: ResendCodeProps) {
  const { t } = useLingui()
  const countdownId = useId()
  const [secondsLeft, setSecondsLeft] = useState(() => otpResendSecondsLeft(sentAt, now()))
  const [sending, setSending] = useState(false)

  useEffect(() => {
    const tick = () => setSecondsLeft(otpResendSecondsLeft(sentAt, now()))
    tick()
    const timer = setInterval(tick, 250)
    return () => clearInterval(timer)
  }, [sentAt, now])

  const waiting = secondsLeft > 0

  // Live regions read changes, not what is there on arrival: fill it just after mounting.
  const [announcement, setAnnouncement] = useState('')
  const startMessage = (seconds: number) => t`A new code can be requested in ${seconds} seconds.`
  const readyMessage = t`You can now request a new code.`
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce once per code sent, not on every tick
  useEffect(() => {
    const left = otpResendSecondsLeft(sentAt, now())
    if (left === 0) return
    // a countdown that ended meanwhile has said so already: a late start must not talk over it
    const timer = setTimeout(() => {
      if (otpResendSecondsLeft(sentAt, now()) > 0) setAnnouncement(startMessage(left))
    }, 500)
    return () => clearTimeout(timer)
  }, [sentAt])
  const wasWaiting = useRef(waiting)
  useEffect(() => {
    if (wasWaiting.current && !waiting) setAnnouncement(readyMessage)
    wasWaiting.current = waiting
  }, [waiting, readyMessage])
  const resend = async () => {
    if (waiting || sending) return
    setSending(true)
    try {
      await onResend()
    } finally {
      setSending(false)
    }
  }

  return (
    <Inline gap="sm">
      <Button
        variant="secondary"
        size="small"
        aria-disabled={waiting || undefined}
        aria-describedby={waiting ? countdownId : undefined}
        loading={sending}
        onClick={resend}
      >
        {t`Resend code`}
      </Button>
      {waiting && (
        <span id={countdownId} className={styles.countdown}>
          {t`Available in ${secondsLeft} s`}
        </span>
      )}
      {/* polite, and only two messages per countdown: never a number every second */}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Inline>
  )
}
