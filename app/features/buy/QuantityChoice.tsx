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
import { isConcession, ticketTypeEligibility, ticketTypeLabels } from '../../../domain/ticketTypes'
import { createHoldMutation, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { failureMessage } from './failureMessage'
import { zoneTicketTypes } from './ticketTypeOptions'

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
  // tickets per price zone and type: `${zoneId}:${type}`
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [problem, setProblem] = useState('')
  const hold = useMutation({ ...createHoldMutation, meta: { quiet: true } })
  const max = event.maxTicketsPerTransaction
  const zones = event.priceZones
    .filter((zone) => performance.priceZoneIds.includes(zone.id))
    .map((zone) => ({ zone, types: zoneTicketTypes(performance, zone) }))
  const lines = zones.flatMap(({ zone, types }) =>
    types.map((type) => {
      const key = `${zone.id}:${type.ticketType}`
      return { key, zone, type, count: counts[key] ?? 0 }
    }),
  )
  const chosen = lines.reduce((sum, line) => sum + line.count, 0)
  const subtotal = formatHkd(
    lines.reduce((sum, line) => sum + (line.count * line.type.priceCents) / 100, 0),
    locale,
  )
  const limit = i18n._(errorMessage('TICKET_LIMIT', { max }))

  const submit = () => {
    setProblem('')
    const quantities = lines
      .filter((line) => line.count > 0)
      .map((line) => ({
        priceZoneId: line.zone.id,
        quantity: line.count,
        ...(isConcession(line.type.ticketType) ? { ticketType: line.type.ticketType } : {}),
      }))
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
      {zones.map(({ zone, types }) => {
        const name = localizedText(zone.name, locale)
        return (
          <div key={zone.id}>
            {types.map((type) => {
              const key = `${zone.id}:${type.ticketType}`
              const count = counts[key] ?? 0
              const price = formatHkd(type.priceCents / 100, locale)
              const typeName = i18n._(ticketTypeLabels[type.ticketType])
              return (
                <div key={key}>
                  <QuantityPicker
                    label={
                      types.length > 1
                        ? t`${name}, ${typeName}, ${price} each`
                        : t`${name}, ${price} each`
                    }
                    value={count}
                    max={max - (chosen - count)}
                    limitMessage={limit}
                    onChange={(value) => {
                      setProblem('')
                      setCounts((current) => ({ ...current, [key]: value }))
                    }}
                  />
                  {isConcession(type.ticketType) && (
                    <Text tone="muted" size="sm">
                      {i18n._(ticketTypeEligibility[type.ticketType])}
                    </Text>
                  )}
                </div>
              )
            })}
            {zone.concession && types.length === 1 && (
              <Text tone="muted">{localizedText(zone.concession, locale)}</Text>
            )}
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
