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
import { isConcession, ticketTypeEligibility, ticketTypeLabels } from '../../../domain/ticketTypes'
import { isApiError } from '../../api/errors'
import { createHoldMutation } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { failureMessage } from './failureMessage'
import type { TicketChoiceProps } from './QuantityChoice'
import { zoneTicketTypes } from './ticketTypeOptions'

/**
 * "Let the system choose" on a reserved-seating performance: a price zone and a number of
 * tickets, and the server holds the best seats it has together (the front-most row, then the
 * middle). Where the zone sells concessions, a number of each ticket type instead. The basket
 * that follows names the seats.
 */
export function BestSeatsChoice({ event, performance, onHeld }: TicketChoiceProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const headingId = useId()
  const zones = event.priceZones.filter((zone) => performance.priceZoneIds.includes(zone.id))
  const [zoneId, setZoneId] = useState(zones[0]?.id)
  const [count, setCount] = useState(2)
  // with concessions on sale in the zone: how many of each type (standard starts at the count)
  const [typeCounts, setTypeCounts] = useState<Record<string, number>>({})
  const [problem, setProblem] = useState('')
  const hold = useMutation({ ...createHoldMutation, meta: { quiet: true } })
  const max = event.maxTicketsPerTransaction
  const zone = zones.find((candidate) => candidate.id === zoneId)
  const types = zone ? zoneTicketTypes(performance, zone) : []
  const typed = types.length > 1
  const typeLines = types.map((type) => ({
    type,
    count: typeCounts[type.ticketType] ?? (isConcession(type.ticketType) ? 0 : Math.min(2, max)),
  }))
  const quantity = typed
    ? typeLines.reduce((sum, line) => sum + line.count, 0)
    : Math.min(count, max)
  const limit = i18n._(errorMessage('TICKET_LIMIT', { max }))

  const submit = () => {
    setProblem('')
    if (zoneId === undefined) return
    if (quantity === 0) {
      setProblem(t`Please choose at least one ticket.`)
      return
    }
    const quantities = typed
      ? typeLines
          .filter((line) => line.count > 0)
          .map((line) => ({
            priceZoneId: zoneId,
            quantity: line.count,
            ...(isConcession(line.type.ticketType) ? { ticketType: line.type.ticketType } : {}),
          }))
      : [{ priceZoneId: zoneId, quantity }]
    hold.mutate(
      { performanceId: performance.id, quantities },
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
          setTypeCounts({})
          setProblem('')
        }}
        options={zones.map((zone) => {
          const name = localizedText(zone.name, locale)
          const price = formatHkd(zone.price, locale)
          return { value: String(zone.id), label: t`${name}, ${price} each` }
        })}
      />
      {typed ? (
        typeLines.map(({ type, count: typeCount }) => {
          const typeName = i18n._(ticketTypeLabels[type.ticketType])
          const price = formatHkd(type.priceCents / 100, locale)
          return (
            <div key={type.ticketType}>
              <QuantityPicker
                label={t`${typeName}, ${price} each`}
                value={typeCount}
                max={max - (quantity - typeCount)}
                limitMessage={limit}
                onChange={(value) => {
                  setTypeCounts((current) => ({
                    ...Object.fromEntries(
                      typeLines.map((line) => [line.type.ticketType, line.count]),
                    ),
                    ...current,
                    [type.ticketType]: value,
                  }))
                  setProblem('')
                }}
              />
              {isConcession(type.ticketType) && (
                <Text tone="muted" size="sm">
                  {i18n._(ticketTypeEligibility[type.ticketType])}
                </Text>
              )}
            </div>
          )
        })
      ) : (
        <QuantityPicker
          label={t`Number of seats`}
          value={quantity}
          min={1}
          max={max}
          limitMessage={limit}
          onChange={(value) => {
            setCount(value)
            setProblem('')
          }}
        />
      )}
      <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
      <Inline gap="md">
        <Button variant="secondary" onClick={submit} loading={hold.isPending}>
          {t`Hold the best ${quantity} seats`}
        </Button>
      </Inline>
    </Card>
  )
}
