import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { Countdown } from '@design-system/Countdown'
import { Inline } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { errorMessages } from '../../../domain/errors'

/** Whether a hold that runs until `expiresAt` has already lapsed. */
export const hasLapsed = (expiresAt: string, now = Date.now()) => Date.parse(expiresAt) <= now

/**
 * How long the seats stay held, counting down above the step (and announced at a few
 * milestones). When the time is up the seats are free again for others: the step gives way to
 * a message saying so, with the way to start again.
 */
export function HoldTimer({
  expiresAt,
  onStartAgain,
  children,
}: {
  expiresAt: string
  onStartAgain: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  const [lapsed, setLapsed] = useState(() => hasLapsed(expiresAt))
  useEffect(() => setLapsed(hasLapsed(expiresAt)), [expiresAt])
  if (lapsed) return <HoldLapsed onStartAgain={onStartAgain} />
  return (
    <>
      <Callout tone="info">
        <Countdown
          to={Date.parse(expiresAt)}
          label={t`Your seats are held for`}
          onExpire={() => setLapsed(true)}
        />
      </Callout>
      {children}
    </>
  )
}

/** The hold ran out: the seats went back on sale. Focus moves here, so no one misses it. */
export function HoldLapsed({ onStartAgain }: { onStartAgain: () => void }) {
  const { t, i18n } = useLingui()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <Card ref={panel} tabIndex={-1} role="alert">
      <Callout tone="danger">{i18n._(errorMessages.HOLD_EXPIRED)}</Callout>
      <Inline gap="md">
        <Button onClick={onStartAgain}>{t`Choose tickets again`}</Button>
      </Inline>
    </Card>
  )
}
