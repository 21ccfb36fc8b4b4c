import { formatHkd } from '@design-system/format'
import { Stack } from '@design-system/layout'
import { Select } from '@design-system/Select'
import { useLingui } from '@lingui/react/macro'
import {
  isConcession,
  type TicketType,
  type TicketTypePrice,
  ticketTypeEligibility,
  ticketTypeLabels,
} from '../../../domain/ticketTypes'

export interface TypedSeat {
  id: string
  /** the seat by name, as the buyer reads it */
  name: string
  /** the ticket types its zone sells, standard first */
  options: readonly TicketTypePrice[]
}

/**
 * A ticket type for each chosen seat: standard, or a concession the performance sells in the
 * seat's zone, each with its price; who may buy the chosen concession is said under it.
 */
export function TicketTypeChoice({
  seats,
  types,
  onChange,
}: {
  seats: readonly TypedSeat[]
  types: Readonly<Record<string, TicketType>>
  onChange: (seatId: string, type: TicketType) => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <Stack gap="sm">
      {seats.map((seat) => {
        const type = types[seat.id] ?? 'standard'
        const name = seat.name
        return (
          <Select
            key={seat.id}
            label={t`Ticket type for ${name}`}
            value={type}
            hint={isConcession(type) ? i18n._(ticketTypeEligibility[type]) : undefined}
            options={seat.options.map((option) => ({
              value: option.ticketType,
              label: `${i18n._(ticketTypeLabels[option.ticketType])} · ${formatHkd(option.priceCents / 100, locale)}`,
            }))}
            onChange={(event) => onChange(seat.id, event.target.value as TicketType)}
          />
        )
      })}
    </Stack>
  )
}
