import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { formatHkd } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Inline } from '@design-system/layout'
import { SeatMap } from '@design-system/SeatMap'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { errorMessage } from '../../../domain/errors'
import { checkSeatSelection, seatSelectionMessages } from '../../../domain/seats'
import { standardTicketType, type TicketType } from '../../../domain/ticketTypes'
import { basketQuery, createHoldMutation, type Schemas, seatPlanQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { failureMessage } from './failureMessage'
import { eventSeatPlan, priceZonesOf, seatsById } from './seatPlanView'
import { TicketTypeChoice } from './TicketTypeChoice'
import { ticketTypePrice, zoneTicketTypes } from './ticketTypeOptions'
import { useSeatName, useSeatSelection } from './useSeatSelection'
import { YourHeldSeats } from './YourHeldSeats'

/** How often the plan is asked again while the buyer chooses, so seats others take show up. */
export const seatPlanRefreshMs = 15_000

/**
 * Seats picked on the plan of a reserved-seating performance. The plan is asked again every
 * few seconds; a picked seat someone else takes meanwhile leaves the choice, and the buyer is
 * told which and why. Holding the seats starts the basket.
 */
export function SeatChoice({
  event,
  performanceId,
  onHeld,
}: {
  event: Schemas['EventDetail']
  performanceId: number
  onHeld: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const headingId = useId()
  const { data } = useSuspenseQuery({
    ...seatPlanQuery(performanceId),
    refetchInterval: seatPlanRefreshMs,
    meta: { quiet: true },
  })
  const plan = useMemo(
    () => eventSeatPlan(data, (text) => localizedText(text, locale)),
    [data, locale],
  )
  const seats = useMemo(() => seatsById(plan, priceZonesOf(data)), [plan, data])
  const zones = new Map(event.priceZones.map((zone) => [zone.id, zone]))
  const performance = event.performances.find((p) => p.id === performanceId)
  const { selected, choose, taken } = useSeatSelection(seats)
  const [types, setTypes] = useState<Record<string, TicketType>>({})
  const seatName = useSeatName()
  // the buyer's own live holds of this performance: theirs on the plan, to keep or give back
  const { data: basket } = useQuery({ ...basketQuery(), meta: { quiet: true } })
  const ownHolds = (basket?.holds ?? []).filter((h) => h.performanceId === performanceId)
  const ownSeatIds = ownHolds.flatMap((h) => h.tickets.flatMap((ticket) => ticket.seatId ?? []))
  const ownNames = ownSeatIds.flatMap((id) => {
    const seat = seats.get(id)
    return seat ? [seatName(seat)] : []
  })
  const [problem, setProblem] = useState('')
  const hold = useMutation({ ...createHoldMutation, meta: { quiet: true } })
  const max = event.maxTicketsPerTransaction

  const priceOf = (id: string) => {
    const zoneId = seats.get(id)?.priceZoneId
    return zoneId === undefined ? undefined : zones.get(zoneId)
  }
  const describeSeat = (id: string) => {
    const zone = priceOf(id)
    return zone
      ? `${localizedText(zone.name, locale)}, ${formatHkd(zone.price, locale)}`
      : undefined
  }
  const typeOptions = (id: string) => {
    const zone = priceOf(id)
    return zone ? zoneTicketTypes(performance, zone) : []
  }
  const typeOf = (id: string): TicketType => types[id] ?? standardTicketType
  const subtotal = formatHkd(
    selected.reduce((sum, id) => sum + ticketTypePrice(typeOptions(id), typeOf(id)), 0),
    locale,
  )
  const typedSeats = selected.flatMap((id) => {
    const seat = seats.get(id)
    const options = typeOptions(id)
    return seat && options.length > 1 ? [{ id, name: seatName(seat), options }] : []
  })
  const venue = localizedText(event.venue.name, locale)

  const submit = () => {
    setProblem('')
    const rows = plan.sections.flatMap((section) => section.rows)
    const check = checkSeatSelection(rows, selected, { maxSeats: max })
    if (!check.ok) {
      setProblem(
        check.problem === 'tooMany'
          ? i18n._(errorMessage('TICKET_LIMIT', { max }))
          : i18n._(seatSelectionMessages[check.problem]),
      )
      return
    }
    const ticketTypes = selected
      .filter((id) => typeOf(id) !== standardTicketType)
      .map((seatId) => ({ seatId, ticketType: typeOf(seatId) }))
    hold.mutate(
      { performanceId, seatIds: selected, ...(ticketTypes.length > 0 ? { ticketTypes } : {}) },
      {
        onSuccess: onHeld,
        onError: (error) => setProblem(failureMessage(i18n, error, max)),
      },
    )
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId} level={3} size="md">{t`Or choose your seats on the plan`}</Heading>
      <Text tone="muted">
        {t`Choose up to ${max} seats next to each other in one row. Drag to move the plan; pinch, or hold Ctrl and turn the mouse wheel, to zoom.`}
      </Text>
      <SeatMap
        plan={plan}
        selectedIds={selected}
        onSelectionChange={(ids) => {
          choose(ids)
          setProblem('')
        }}
        maxSeats={max}
        label={t`Seat plan of ${venue}`}
        describeSeat={describeSeat}
        yoursIds={ownSeatIds}
      />
      {ownHolds.length > 0 && <YourHeldSeats holds={ownHolds} names={ownNames} onKeep={onHeld} />}
      <div role="status">{taken && <Callout tone="danger">{taken}</Callout>}</div>
      {typedSeats.length > 0 && (
        <TicketTypeChoice
          seats={typedSeats}
          types={types}
          onChange={(seatId, type) => {
            setProblem('')
            setTypes((current) => ({ ...current, [seatId]: type }))
          }}
        />
      )}
      <Text weight="bold" size="lg">{t`Tickets: ${subtotal}`}</Text>
      <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
      <Inline gap="md">
        <Button onClick={submit} loading={hold.isPending}>
          {t`Hold these seats`}
        </Button>
      </Inline>
    </Card>
  )
}
