import { describe, expect, it } from 'vitest'
import { type BookingDraft, bookingRequest, draftMessages } from './bookingRequest'

const row = {
  id: 'F',
  label: 'F',
  seats: [1, 2, 3, 4, 5].map((n) => ({
    id: `F-${n}`,
    label: String(n),
    status: 'available' as const,
  })),
}
const draft: BookingDraft = {
  showId: 60001,
  rows: [row],
  seatIds: ['F-1', 'F-2'],
  counts: { senior: 1 },
  courier: false,
  region: 'hongKong',
  address: '',
  contact: null,
  captchaId: 'cap-1',
  captchaCode: ' k7m2q ',
  maxSeats: 8,
}

describe('a cinema booking', () => {
  it('sends the seats, a ticket class for each seat (regular unless moved) and the typed code', () => {
    expect(bookingRequest(draft)).toEqual({
      request: {
        showId: 60001,
        seatIds: ['F-1', 'F-2'],
        tickets: [
          { ticketClass: 'regular', quantity: 1 },
          { ticketClass: 'senior', quantity: 1 },
        ],
        captchaId: 'cap-1',
        captchaCode: 'k7m2q',
        courier: false,
      },
    })
  })

  it('asks a visitor for contact details and the courier for an address', () => {
    const result = bookingRequest({
      ...draft,
      courier: true,
      contact: { name: ' ', phone: 'call me', email: 'chan@' },
    })
    expect(result).toEqual({
      problems: {
        address: draftMessages.address,
        name: draftMessages.name,
        phone: draftMessages.phone,
        email: draftMessages.email,
      },
    })
  })

  it('explains the consecutive-seat rule when the seats are apart', () => {
    const result = bookingRequest({ ...draft, seatIds: ['F-1', 'F-3'] })
    expect('problems' in result && result.problems.seats?.message).toMatch(/next to each other/)
  })
})
