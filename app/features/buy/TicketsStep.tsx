import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { basketQuery, type Schemas } from '../../api/queries'
import { BestSeatsChoice } from './BestSeatsChoice'
import { StepPending } from './BuyPending'
import { chosenPerformance, isBuyable } from './buyable'
import { PerformancePicker } from './PerformancePicker'
import { QuantityChoice } from './QuantityChoice'
import { SeatChoice } from './SeatChoice'
import { useBuyNavigate } from './useBuyNavigate'

/**
 * The first step: a performance (chosen for the buyer when only one is on sale), then the best
 * seats of a price zone or seats on the plan, or a number of tickets per price zone. Tickets
 * already held wait in the basket.
 */
export function TicketsStep({
  event,
  performanceId,
}: {
  event: Schemas['EventDetail']
  performanceId: number | undefined
}) {
  const { t } = useLingui()
  const go = useBuyNavigate(event.id)
  const { data: basket } = useQuery({ ...basketQuery(), meta: { quiet: true } })
  const buyable = event.performances.filter(isBuyable)
  const performance = chosenPerformance(event.performances, performanceId)
  const chosenId = performance?.id
  const held = basket?.holds.some((hold) =>
    event.performances.some((p) => p.id === hold.performanceId),
  )
  const toBasket = () => go({ step: 'basket' })

  return (
    <>
      {held && (
        <Callout tone="info">
          <Text>{t`You already hold tickets for this event.`}</Text>
          <Inline>
            <ButtonLink
              href={`/Event/${event.id}/Buy?step=basket`}
              variant="secondary"
              size="small"
            >
              {t`Go to your basket`}
            </ButtonLink>
          </Inline>
        </Callout>
      )}
      {buyable.length === 0 ? (
        <Callout tone="danger">{t`No performance of this event is on sale now.`}</Callout>
      ) : (
        <PerformancePicker
          performances={event.performances}
          value={chosenId}
          onChange={(id) => go({ step: 'tickets', performance: id }, { replace: true })}
        />
      )}
      {performance && isBuyable(performance) && performance.seating === 'reserved' && (
        <BestSeatsChoice
          key={performance.id}
          event={event}
          performance={performance}
          onHeld={toBasket}
        />
      )}
      {performance && isBuyable(performance) && (
        <Suspense fallback={<StepPending />}>
          {performance.seating === 'reserved' ? (
            <SeatChoice
              key={performance.id}
              event={event}
              performanceId={performance.id}
              onHeld={toBasket}
            />
          ) : (
            <QuantityChoice
              key={performance.id}
              event={event}
              performance={performance}
              onHeld={toBasket}
            />
          )}
        </Suspense>
      )}
    </>
  )
}
