// The member's wish list as the screen shows it: the API's entries in the card's words, the
// tickets already wished for (spec §9: 4 per person), and an entry moved to a new place.
import type { WishListEntry } from '@design-system/WishListEntryCard'
import type { I18n } from '@lingui/core'
import { countsTowardWishLimit } from '../../../domain/ballot'
import { seatName } from '../../../domain/seatName'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'

type Entry = Schemas['WishListEntry']

export function cardEntry(entry: Entry, preference: number, i18n: I18n): WishListEntry {
  const locale = i18n.locale
  return {
    id: String(entry.id),
    eventName: localizedText(entry.event, locale),
    ticketType: localizedText(entry.ticketType, locale),
    preference,
    venue: localizedText(entry.venue.name, locale),
    performanceAt: entry.performanceStartsAt,
    quantity: entry.quantity,
    // the seats by name in the page's language; their ids only where the API names none
    seatInfo: entry.seats
      ? entry.seats
          .map((seat) =>
            seatName(i18n, {
              section: seat.sectionName ? localizedText(seat.sectionName, locale) : '',
              row: seat.row,
              seat: seat.seat,
            }),
          )
          .join('; ')
      : entry.seatInfo,
    price: entry.unitPrice,
    deliveryFee: entry.deliveryFee,
    total: entry.total,
    pointsPaid: entry.pointsPaid > 0 ? entry.pointsPaid : undefined,
    status: entry.status,
    result: entry.result ? localizedText(entry.result, locale) : undefined,
  }
}

/**
 * Tickets the member's wishes for shows still to come ask for: cancelled and unmatched wishes
 * do not count (domain/ballot.ts), as the server counts them.
 */
export function ticketsWished(entries: readonly Entry[], now: Date): number {
  return entries
    .filter((e) => countsTowardWishLimit(e.status) && Date.parse(e.performanceStartsAt) > +now)
    .reduce((sum, e) => sum + e.quantity, 0)
}

/** The list with entry `id` moved to `toIndex` (0 first), the others keeping their order. */
export function moveEntry<T extends { id: number }>(
  list: readonly T[],
  id: number,
  toIndex: number,
) {
  const moving = list.find((e) => e.id === id)
  if (!moving) return [...list]
  const others = list.filter((e) => e.id !== id)
  const at = Math.max(0, Math.min(toIndex, others.length))
  return [...others.slice(0, at), moving, ...others.slice(at)]
}
