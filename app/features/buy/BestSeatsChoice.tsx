import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { formatHkd } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Inline } from '@design-system/layout'
import { QuantityPicker } from '@design-system/QuantityPicker'
import { Select } from '@design-system/Select'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { errorMessage } from '../../../domain/errors'
import { isApiError } from '../../api/errors'
import { createHoldMutation } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { failureMessage } from './failureMessage'
import type { TicketChoiceProps } from './QuantityChoice'

/**
 * "Let the system choose" on a reserved-seating performance: a price zone and a number of
 * tickets, and the server holds the best seats it has together (the front-most row, then the
 * middle). The basket that follows names the seats.
 */
export function BestSeatsChoice({ event, performance, onHeld }: TicketChoiceProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const headingId = useId()
  const zones = event.priceZones.filter((zone) => performance.priceZoneIds.includes(zone.id))
  const [zoneId, setZoneId] = useState(zones[0]?.id)
  const [count, setCount] = useState(2)
  const [problem, setProblem] = useState('')
  const hold = useMutation({ ...createHoldMutation, meta: { quiet: true } })
  const max = event.maxTicketsPerTransaction
  const quantity = Math.min(count, max)

  const submit = () => {
    setProblem('')
    if (zoneId === undefined) return
    hold.mutate(
      { performanceId: performance.id, quantities: [{ priceZoneId: zoneId, quantity }] },
      {
        onSuccess: onHeld,
        onError: (error) =>
          setProblem(
            isApiError(error) && error.code === 'SEAT_UNAVAILABLE'
              ? t`There are no longer ${quantity} seats together in this price zone. Please choose fewer tickets, another price zone, or seats on the plan.`
              : failureMessage(i18n, error, max),
          ),
      },
    )
  }

  if (zones.length === 0) return null
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId} level={3} size="md">{t`Let us choose the best seats`}</Heading>
      <Text tone="muted">
        {t`We hold the best seats left next to each other: the nearest row to the stage, then the middle of it.`}
      </Text>
      <Select
        label={t`Price zone`}
        value={String(zoneId)}
        onChange={(change) => {
          setZoneId(Number(change.target.value))
          setProblem('')
        }}
        options={zones.map((zone) => {
          const name = localizedText(zone.name, locale)
          const price = formatHkd(zone.price, locale)
          return { value: String(zone.id), label: t`${name}, ${price} each` }
        })}
      />
      <QuantityPicker
        label={t`Number of seats`}
        value={quantity}
        min={1}
        max={max}
        limitMessage={i18n._(errorMessage('TICKET_LIMIT', { max }))}
        onChange={(value) => {
          setCount(value)
          setProblem('')
        }}
      />
      <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
      <Inline gap="md">
        <Button variant="secondary" onClick={submit} loading={hold.isPending}>
          {t`Hold the best ${quantity} seats`}
        </Button>
      </Inline>
    </Card>
  )
}
