import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { formatHkd } from '@design-system/format'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { basketQuery, releaseHoldMutation, type Schemas } from '../../api/queries'
import { holdsOfEvent, soonestExpiry } from './basketOfEvent'
import { EmptyBasket } from './EmptyBasket'
import { failureMessage } from './failureMessage'
import { HeldTickets } from './HeldTickets'
import { HoldTimer } from './HoldTimer'
import { useBuyNavigate } from './useBuyNavigate'

/**
 * The basket: the tickets held for this event, how long they stay held, and the way on to
 * collection and payment, or back to choose others (the held ones are given back first).
 */
export function BasketStep({ event }: { event: Schemas['EventDetail'] }) {
  const { t, i18n } = useLingui()
  const go = useBuyNavigate(event.id)
  const { data: basket } = useSuspenseQuery(basketQuery())
  const release = useMutation({ ...releaseHoldMutation, meta: { quiet: true } })
  const [problem, setProblem] = useState('')
  const holds = holdsOfEvent(basket, event)
  const first = holds[0]
  if (!first) return <EmptyBasket event={event} />
  const performance = first.performanceId
  const subtotal = formatHkd(
    holds.reduce((sum, hold) => sum + hold.subtotal, 0),
    i18n.locale,
  )
  const giveBack = async () => {
    setProblem('')
    try {
      for (const hold of holds) await release.mutateAsync(hold.id)
      go({ step: 'tickets', performance })
    } catch (error) {
      setProblem(failureMessage(i18n, error))
    }
  }
  return (
    <HoldTimer
      expiresAt={soonestExpiry(holds)}
      onStartAgain={() => go({ step: 'tickets', performance })}
    >
      <Card as="section" aria-label={t`Your basket`}>
        <HeldTickets holds={holds} />
        <Text weight="bold" size="lg">{t`Tickets: ${subtotal}`}</Text>
        <Text tone="muted">{t`Service, handling and any delivery fees are added at the next step.`}</Text>
      </Card>
      <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
      <Inline gap="md">
        <Button
          onClick={() => go({ step: 'checkout' })}
        >{t`Continue to collection and payment`}</Button>
        <Button variant="secondary" onClick={giveBack} loading={release.isPending}>
          {t`Give these tickets back and choose again`}
        </Button>
      </Inline>
    </HoldTimer>
  )
}
