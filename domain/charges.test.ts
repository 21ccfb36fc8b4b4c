import { describe, expect, it } from 'vitest'
import { cinemaCharges, eventCharges } from './charges'

describe('eventCharges', () => {
  it('charges the service fee per ticket and the handling fee once', () => {
    expect(
      eventCharges({
        ticketPricesCents: [88000, 88000],
        serviceFeePerTicketCents: 1900,
        handlingFeeCents: 1500,
      }),
    ).toEqual({
      ticketTotalCents: 176000,
      serviceFeeCents: 3800,
      handlingFeeCents: 1500,
      deliveryFeeCents: 0,
      discountCents: 0,
      grandTotalCents: 181300,
    })
  })

  it('adds the delivery fee of the region the tickets are posted to', () => {
    const base = { ticketPricesCents: [10000], serviceFeePerTicketCents: 0, handlingFeeCents: 0 }
    expect(eventCharges({ ...base, delivery: 'hongKong' }).deliveryFeeCents).toBe(4000)
    expect(eventCharges({ ...base, delivery: 'macau' }).deliveryFeeCents).toBe(4500)
    expect(eventCharges({ ...base, delivery: 'mainland' }).deliveryFeeCents).toBe(20000)
    expect(eventCharges({ ...base, delivery: 'overseas' }).grandTotalCents).toBe(60000)
  })

  it('never lets a discount take the total below nothing', () => {
    const charges = eventCharges({
      ticketPricesCents: [5000],
      serviceFeePerTicketCents: 500,
      handlingFeeCents: 0,
      discountCents: 9000,
    })
    expect(charges.discountCents).toBe(5500)
    expect(charges.grandTotalCents).toBe(0)
  })
})

describe('cinemaCharges', () => {
  it('charges the courier HKD 35 once however many tickets', () => {
    const charges = cinemaCharges({
      ticketPricesCents: [7500, 5500, 5500],
      serviceFeePerTicketCents: 800,
      courier: true,
    })
    expect(charges).toMatchObject({
      ticketTotalCents: 18500,
      serviceFeeCents: 2400,
      deliveryFeeCents: 3500,
      grandTotalCents: 24400,
    })
  })

  it('has no handling or delivery fee without the courier', () => {
    expect(
      cinemaCharges({ ticketPricesCents: [7500], serviceFeePerTicketCents: 800, courier: false }),
    ).toMatchObject({ handlingFeeCents: 0, deliveryFeeCents: 0, grandTotalCents: 8300 })
  })
})
