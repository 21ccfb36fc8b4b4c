// A seat as people write it, in the reader's language: the section's (or cinema house's) name,
// then the row and the seat ("Balcony, row F, seat 12", 「樓座 F 排 12 號」). One phrasing for
// event seats and cinema seats, used by every screen, mail, e-ticket and calendar file.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fallbackLocale, type Locale } from './preferences'

export interface SeatPlace {
  /** the section's or house's name, already in the reader's language */
  section: string
  row: string
  seat: string
}

export function seatName(i18n: I18n, place: SeatPlace): string {
  const { section, row, seat } = place
  if (!row && !seat) return section
  if (!section) return i18n._(msg`Row ${row}, seat ${seat}`)
  return i18n._(msg`${section}, row ${row}, seat ${seat}`)
}

type Localized = Readonly<Record<Locale, string>>

/** A ticket's place: a reserved or cinema seat, or only its price zone for free seating. */
export interface TicketPlace {
  sectionName?: Localized | undefined
  row: string
  seat: string
  priceZone: Localized
}

const inLocale = (text: Localized, locale: string) => text[locale as Locale] ?? text[fallbackLocale]

/** A ticket's seat by name in `i18n`'s language; a free-seating ticket says its price zone. */
export function ticketSeatName(i18n: I18n, ticket: TicketPlace): string {
  if (!ticket.row && !ticket.seat) return inLocale(ticket.priceZone, i18n.locale)
  const section = ticket.sectionName ? inLocale(ticket.sectionName, i18n.locale) : ''
  return seatName(i18n, { section, row: ticket.row, seat: ticket.seat })
}
