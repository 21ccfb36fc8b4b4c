import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Region } from '../../../domain/filters'
import { checkSeatSelection, type SeatRow, seatSelectionMessages } from '../../../domain/seats'
import { isPhoneNumber, isStrictEmail } from '../../../domain/validation/patterns'
import type { Schemas } from '../../api/queries'
import type { Contact } from './BookingContact'
import { type ClassCounts, ticketsOf } from './TicketClasses'

export interface BookingDraft {
  showId: number
  rows: readonly SeatRow[]
  seatIds: readonly string[]
  counts: ClassCounts
  courier: boolean
  region: Region
  address: string
  /** null for a member, whose login stands for the contact details */
  contact: Contact | null
  captchaId: string | undefined
  captchaCode: string
  maxSeats: number
}

export type DraftField = 'seats' | 'address' | 'name' | 'phone' | 'email' | 'captcha'

export const draftMessages = {
  address: msg`Please enter the address the courier should bring the tickets to.`,
  name: msg`Please enter your name.`,
  phone: msg`Please enter a phone number we can reach you on.`,
  email: msg`Please enter a valid email address.`,
  captcha: msg`Please type the code shown in the picture.`,
} satisfies Record<Exclude<DraftField, 'seats'>, MessageDescriptor>

/**
 * The booking to send, or what to fix first, field by field: the seats by the seat rule
 * (consecutive, in one row, within the limit), the courier's address, a visitor's contact
 * details and the code in the picture.
 */
export function bookingRequest(
  draft: BookingDraft,
):
  | { request: Schemas['CinemaBookingRequest'] }
  | { problems: Partial<Record<DraftField, MessageDescriptor>> } {
  const problems: Partial<Record<DraftField, MessageDescriptor>> = {}
  const seats = checkSeatSelection(draft.rows, draft.seatIds, { maxSeats: draft.maxSeats })
  if (!seats.ok) problems.seats = seatSelectionMessages[seats.problem]
  if (draft.courier && !draft.address.trim()) problems.address = draftMessages.address
  const contact = draft.contact
  if (contact) {
    if (!contact.name.trim()) problems.name = draftMessages.name
    if (!isPhoneNumber(contact.phone.trim())) problems.phone = draftMessages.phone
    if (!isStrictEmail(contact.email.trim())) problems.email = draftMessages.email
  }
  if (!draft.captchaId || draft.captchaCode.trim().length < 4)
    problems.captcha = draftMessages.captcha
  if (Object.keys(problems).length > 0) return { problems }
  return {
    request: {
      showId: draft.showId,
      seatIds: [...draft.seatIds],
      tickets: ticketsOf(draft.seatIds.length, draft.counts),
      captchaId: draft.captchaId ?? '',
      captchaCode: draft.captchaCode.trim(),
      courier: draft.courier,
      ...(contact
        ? {
            contact: {
              name: contact.name.trim(),
              phone: contact.phone.trim(),
              email: contact.email.trim(),
            },
          }
        : {}),
      ...(draft.courier
        ? { deliveryAddress: { region: draft.region, address: draft.address.trim() } }
        : {}),
    },
  }
}
