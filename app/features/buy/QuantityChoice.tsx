import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { formatHkd } from '@design-system/format'
import { Inline } from '@design-system/layout'
import { QuantityPicker } from '@design-system/QuantityPicker'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '../../../domain/errors'
import { createHoldMutation, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { failureMessage } from './failureMessage'

/** A way of choosing tickets of a performance: holding them moves on to the basket. */
export interface TicketChoiceProps {
  event: Schemas['EventDetail']
  performance: Schemas['Performance']
  onHeld: () => void
}

/**
 * General admission: how many tickets of each price zone, up to the event's limit for one
 * purchase in all. Holding them starts the basket.
 */
export function QuantityChoice({ event, performance, onHeld }: TicketChoiceProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [counts, setCounts] = useState<Record<number, number>>({})
  const [problem, setProblem] = useState('')
  const hold = useMutation({ ...createHoldMutation, meta: { quiet: true } })
  const max = event.maxTicketsPerTransaction
  const zones = event.priceZones.filter((zone) => performance.priceZoneIds.includes(zone.id))
  const chosen = zones.reduce((sum, zone) => sum + (counts[zone.id] ?? 0), 0)
  const subtotal = formatHkd(
    zones.reduce((sum, zone) => sum + (counts[zone.id] ?? 0) * zone.price, 0),
    locale,
  )
  const limit = i18n._(errorMessage('TICKET_LIMIT', { max }))

  const submit = () => {
    setProblem('')
    const quantities = zones
      .map((zone) => ({ priceZoneId: zone.id, quantity: counts[zone.id] ?? 0 }))
      .filter((line) => line.quantity > 0)
    if (quantities.length === 0) {
      setProblem(t`Please choose at least one ticket.`)
      return
    }
    hold.mutate(
      { performanceId: performance.id, quantities },
      { onSuccess: onHeld, onError: (error) => setProblem(failureMessage(i18n, error, max)) },
    )
  }

  return (
    <Card>
      <Text tone="muted">{t`Free seating: choose how many tickets you want, up to ${max} in all.`}</Text>
      {zones.map((zone) => {
        const count = counts[zone.id] ?? 0
        const name = localizedText(zone.name, locale)
        const price = formatHkd(zone.price, locale)
        return (
          <div key={zone.id}>
            <QuantityPicker
              label={t`${name}, ${price} each`}
              value={count}
              max={max - (chosen - count)}
              limitMessage={limit}
              onChange={(value) => {
                setProblem('')
                setCounts((current) => ({ ...current, [zone.id]: value }))
              }}
            />
            {zone.concession && <Text tone="muted">{localizedText(zone.concession, locale)}</Text>}
          </div>
        )
      })}
      <Text weight="bold" size="lg">{t`Tickets: ${subtotal}`}</Text>
      <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
      <Inline gap="md">
        <Button onClick={submit} loading={hold.isPending}>
          {t`Hold these tickets`}
        </Button>
      </Inline>
    </Card>
  )
}
