import { Button } from '@design-system/Button'
import { formatHkd } from '@design-system/format'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { basketQuery, releaseHoldMutation, type Schemas } from '../../api/queries'
import * as css from './Buy.css'
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
      <section className={css.panel} aria-label={t`Your basket`}>
        <HeldTickets holds={holds} />
        <p className={css.total}>{t`Tickets: ${subtotal}`}</p>
        <p
          className={css.muted}
        >{t`Service, handling and any delivery fees are added at the next step.`}</p>
      </section>
      <div role="alert">{problem && <p className={css.problem}>{problem}</p>}</div>
      <div className={css.actions}>
        <Button
          onClick={() => go({ step: 'checkout' })}
        >{t`Continue to collection and payment`}</Button>
        <Button variant="secondary" onClick={giveBack} loading={release.isPending}>
          {t`Give these tickets back and choose again`}
        </Button>
      </div>
    </HoldTimer>
  )
}
