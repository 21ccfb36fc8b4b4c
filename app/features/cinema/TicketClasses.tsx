import { formatHkd } from '@design-system/format'
import { PriceTable } from '@design-system/PriceTable'
import { QuantityPicker } from '@design-system/QuantityPicker'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { ticketClassHolders, ticketClassLabels } from '../../../domain/cinema'
import type { CinemaTicketClass } from '../../../domain/cinemaTicketClasses'
import type { Schemas } from '../../api/queries'

export type ClassCounts = Partial<Record<CinemaTicketClass, number>>

/** Every seat is a regular ticket unless the buyer moves it to another class. */
export function ticketsOf(seatCount: number, counts: ClassCounts) {
  const others = (['concession', 'senior', 'studentChild'] as const).map((ticketClass) => ({
    ticketClass,
    quantity: counts[ticketClass] ?? 0,
  }))
  const regular = seatCount - others.reduce((sum, line) => sum + line.quantity, 0)
  return [{ ticketClass: 'regular' as const, quantity: regular }, ...others].filter(
    (line) => line.quantity > 0,
  )
}

/**
 * The show's ticket classes with their prices, who may buy each and the service fee; the buyer
 * says how many of the chosen seats are concession, senior or student / child tickets, and the
 * rest are regular.
 */
export function TicketClasses({
  show,
  seatCount,
  counts,
  onChange,
}: {
  show: Schemas['CinemaShow']
  seatCount: number
  counts: ClassCounts
  onChange: (counts: ClassCounts) => void
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const fee = formatHkd(show.serviceFee, locale)
  const special = show.prices.filter((price) => price.ticketClass !== 'regular')
  const moved = special.reduce((sum, price) => sum + (counts[price.ticketClass] ?? 0), 0)
  const regular = seatCount - moved
  return (
    <>
      <PriceTable
        caption={t`Ticket classes`}
        rows={show.prices.map((price) => ({
          id: price.ticketClass,
          label: i18n._(ticketClassLabels[price.ticketClass]),
          price: price.price,
          note: i18n._(ticketClassHolders[price.ticketClass]),
        }))}
      />
      <Text tone="muted">{t`A service fee of ${fee} is added per ticket.`}</Text>
      {seatCount > 0 &&
        special.map((price) => {
          const name = i18n._(ticketClassLabels[price.ticketClass])
          const count = counts[price.ticketClass] ?? 0
          return (
            <QuantityPicker
              key={price.ticketClass}
              label={t`${name} tickets`}
              value={count}
              max={count + regular}
              limitMessage={t`Every seat you chose already has a ticket class.`}
              onChange={(value) => onChange({ ...counts, [price.ticketClass]: value })}
            />
          )
        })}
      {seatCount > 0 && <Text>{t`Regular tickets: ${regular}`}</Text>}
    </>
  )
}
