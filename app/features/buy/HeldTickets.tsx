import { DataList } from '@design-system/DataList'
import { formatHkd } from '@design-system/format'
import { Table } from '@design-system/Table'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type TicketType, ticketTypeLabels } from '../../../domain/ticketTypes'
import { type Schemas, seatPlanQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { showDate, showTime } from '../event/showTimes'
import { useSeatName } from './useSeatSelection'

type Ticket = Schemas['HeldTicket'] & { key: string }

/**
 * The names of an event's sections in the visitor's language: a hold names a seat's section by
 * its id, the performance's seat plan by name.
 */
function useSectionNames(performanceId: number | undefined, seated: boolean, locale: string) {
  const { data: plan } = useQuery({
    ...seatPlanQuery(performanceId ?? 0),
    enabled: seated && performanceId !== undefined,
    meta: { quiet: true },
  })
  const names = new Map(
    plan?.sections.map((section) => [section.id, localizedText(section.name, locale)]),
  )
  return (id: string) => names.get(id) ?? id
}

/** The show and the tickets held for it: each seat (or free-seating zone) and its price. */
export function HeldTickets({ holds }: { holds: readonly Schemas['Hold'][] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const seated = holds.some((hold) => hold.tickets.some((ticket) => ticket.seat))
  const sectionName = useSectionNames(holds[0]?.performanceId, seated, locale)
  const seatName = useSeatName()
  const first = holds[0]
  if (!first) return null
  const tickets: Ticket[] = holds.flatMap((hold) =>
    hold.tickets.map((ticket, index) => ({ ...ticket, key: `${hold.id}-${index}` })),
  )
  const hasSeats = tickets.some((ticket) => ticket.seat)
  // the type of each ticket, once any is a concession
  const showTypes = tickets.some((ticket) => (ticket.ticketType ?? 'standard') !== 'standard')
  const when = `${showDate(first.performanceStartsAt, locale)} ${showTime(first.performanceStartsAt, locale)}`
  return (
    <>
      <DataList>
        <DataList.Item label={t`Event`}>{localizedText(first.event, locale)}</DataList.Item>
        <DataList.Item label={t`Date and time`}>{when}</DataList.Item>
        <DataList.Item label={t`Venue`}>{localizedText(first.venue.name, locale)}</DataList.Item>
      </DataList>
      <Table<Ticket>
        caption={t`Tickets held`}
        rowKey={(ticket) => ticket.key}
        rows={tickets}
        columns={[
          ...(hasSeats
            ? [
                {
                  key: 'seat',
                  header: t`Seat`,
                  rowHeader: true,
                  render: (ticket: Ticket) =>
                    seatName({
                      section: sectionName(ticket.section ?? ''),
                      row: ticket.row ?? '',
                      number: ticket.seat ?? '',
                    }),
                },
              ]
            : []),
          {
            key: 'zone',
            header: t`Price zone`,
            rowHeader: !hasSeats,
            render: (ticket) => localizedText(ticket.priceZone, locale),
          },
          ...(showTypes
            ? [
                {
                  key: 'type',
                  header: t`Ticket type`,
                  render: (ticket: Ticket) =>
                    i18n._(ticketTypeLabels[(ticket.ticketType ?? 'standard') as TicketType]),
                },
              ]
            : []),
          {
            key: 'price',
            header: t`Price`,
            align: 'end',
            render: (ticket) => formatHkd(ticket.price, locale),
          },
        ]}
      />
    </>
  )
}
