// Ticket types (issue 34): one model for events and the cinema. Every ticket is of one type:
// standard, or a concession that the buyer must be entitled to (and, except standard, shows
// proof of at the door). An event allows some of them (`event_ticket_types`, migration 0021);
// each allowed concession has, per performance and price zone, its price and an optional quota
// (`ticket_type_prices`). Standard is always allowed, at the price zone's price, with no quota.
// The cinema's four classes are four of these types (cinemaTicketTypes).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CinemaTicketClass } from './cinemaTicketClasses'

/** Every ticket type, in the order a buyer is shown them. */
export const ticketTypes = [
  'standard',
  'student',
  'senior65',
  'senior60',
  'disability',
  'cssa',
  'concession',
  'studentChild',
] as const
export type TicketType = (typeof ticketTypes)[number]

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'string' && (ticketTypes as readonly string[]).includes(value)
}

/** The type every sale may use, at the price zone's own price. */
export const standardTicketType: TicketType = 'standard'

/** Whether the holder of a ticket of this type shows proof of entitlement at the entrance. */
export const ticketTypeIdRequired: Record<TicketType, boolean> = {
  standard: false,
  student: true,
  senior65: true,
  senior60: true,
  disability: true,
  cssa: true,
  concession: true,
  studentChild: true,
}

export function isConcession(type: TicketType): boolean {
  return type !== standardTicketType
}

/** The type's short name, as a choice, on the receipt and on the e-ticket. */
export const ticketTypeLabels: Record<TicketType, MessageDescriptor> = {
  standard: msg`Standard`,
  student: msg`Full-time student`,
  senior65: msg`Senior 65+`,
  senior60: msg`Senior 60+`,
  disability: msg`People with disabilities`,
  cssa: msg`CSSA recipient`,
  concession: msg`Concession`,
  studentChild: msg`Student / child`,
}

/** Who may buy a ticket of the type, in the words shown beside its price. */
export const ticketTypeEligibility: Record<TicketType, MessageDescriptor> = {
  standard: msg`For everyone.`,
  student: msg`For full-time students. Show a valid student card at the entrance.`,
  senior65: msg`For senior citizens aged 65 or above. Show your identity card or Senior Citizen Card at the entrance.`,
  senior60: msg`For senior citizens aged 60 or above. Show your identity card or Senior Citizen Card at the entrance.`,
  disability: msg`For people with disabilities and one minder. Show the Registration Card for People with Disabilities at the entrance.`,
  cssa: msg`For recipients of Comprehensive Social Security Assistance. Show your CSSA notice at the entrance.`,
  concession: msg`For people aged 60 or above, people with disabilities and full-time students. Show proof at the entrance.`,
  studentChild: msg`For full-time students and children aged 6 to 11. Show proof at the entrance.`,
}

/** The words an e-ticket and the door check print for a concession: "ID required at entry". */
export const idRequiredMessage = msg`ID required at entry`

/** "Concession — ID required at entry": the type's name, and what the door asks of its holder. */
export function ticketTypeLine(
  type: TicketType,
  translate: (descriptor: MessageDescriptor) => string,
): string {
  const label = translate(ticketTypeLabels[type])
  return ticketTypeIdRequired[type] ? `${label} — ${translate(idRequiredMessage)}` : label
}

/** The cinema's classes on the model: regular is standard; the other three are concessions. */
export const cinemaTicketTypes: Record<CinemaTicketClass, TicketType> = {
  regular: 'standard',
  concession: 'concession',
  senior: 'senior60',
  studentChild: 'studentChild',
}

/** The cinema class a ticket type is, when it is one. */
export function cinemaClassOf(type: TicketType): CinemaTicketClass | undefined {
  const entry = Object.entries(cinemaTicketTypes).find(([, t]) => t === type)
  return entry?.[0] as CinemaTicketClass | undefined
}

/** What a performance sells of one price zone at one type. */
export interface TicketTypePrice {
  ticketType: TicketType
  priceCents: number
  /** tickets of the type the zone may sell per performance; null: no limit but the zone's */
  quota: number | null
  /** tickets of the type sold, and held now */
  taken: number
}

/** What is left of a type's quota (Infinity with no quota). */
export function quotaLeft(price: Pick<TicketTypePrice, 'quota' | 'taken'>): number {
  return price.quota === null ? Number.POSITIVE_INFINITY : Math.max(0, price.quota - price.taken)
}

/**
 * The ticket types a buyer may choose in one price zone: standard at the zone's price, then
 * each type the event allows that has a price in the zone, in the model's order. A type whose
 * quota is used up is left in, with nothing left, so a screen can say it is gone.
 */
export function typesOnSale(
  zonePriceCents: number,
  allowed: readonly TicketType[],
  prices: readonly TicketTypePrice[],
): TicketTypePrice[] {
  const standard: TicketTypePrice = {
    ticketType: standardTicketType,
    priceCents: zonePriceCents,
    quota: null,
    taken: 0,
  }
  const concessions = ticketTypes
    .filter((type) => type !== standardTicketType && allowed.includes(type))
    .flatMap((type) => prices.filter((price) => price.ticketType === type))
  return [standard, ...concessions]
}

/** Tickets asked per (price zone, type), a pair named twice summed. */
export function ticketsWanted(
  tickets: readonly { priceZoneId: number; ticketType: TicketType; quantity: number }[],
): Map<string, { priceZoneId: number; ticketType: TicketType; quantity: number }> {
  const wanted = new Map<
    string,
    { priceZoneId: number; ticketType: TicketType; quantity: number }
  >()
  for (const ticket of tickets) {
    const key = `${ticket.priceZoneId}:${ticket.ticketType}`
    const before = wanted.get(key)
    wanted.set(key, { ...ticket, quantity: (before?.quantity ?? 0) + ticket.quantity })
  }
  return wanted
}

/** Half of a price, rounded down to a whole dollar (the demo's "half price" concessions). */
export function halfPriceCents(priceCents: number): number {
  return Math.floor(priceCents / 200) * 100
}
