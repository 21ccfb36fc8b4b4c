import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { Schemas } from '../../api/queries'
import { eTicketsOf, receiptRecord } from './receiptRecord'

const zone = { en: 'Zone A', 'zh-Hans': 'A区', 'zh-Hant': 'A區' }
const transaction: Schemas['Transaction'] = {
  txnNo: 'T2026112300001',
  confirmationNo: 'C7731',
  purchasedAt: '2026-11-23T21:40:00+08:00',
  event: { en: 'Mahler Symphony No. 5', 'zh-Hans': '马勒第五', 'zh-Hant': '馬勒第五' },
  showStartsAt: '2026-12-04T20:00:00+08:00',
  venue: { en: 'Concert Hall', 'zh-Hans': '音乐厅', 'zh-Hant': '音樂廳' },
  ticketCount: 2,
  grandTotal: 1192,
  status: 'complete',
  seats: [
    { section: 'Stalls', row: 'A', seat: '5', priceZone: zone, price: 580 },
    { section: 'Stalls', row: 'A', seat: '6', priceZone: zone, price: 580 },
  ],
  charges: {
    ticketTotal: 1160,
    serviceFee: 24,
    handlingFee: 8,
    deliveryFee: 0,
    discount: 0,
    grandTotal: 1192,
  },
  collectionMethod: 'eTicket',
  paymentMethod: 'visa',
  cardNumber: '4242 **** **** 4242',
  name: 'Chan Tai Man',
  contactPhone: '91234567',
  eTickets: [
    { seat: 'Stalls A 5', code: 'CT1.T2026112300001.1.P801201.aaaa' },
    { seat: 'Stalls A 6', code: 'CT1.T2026112300001.2.P801201.bbbb' },
  ],
}

describe('a receipt on screen', () => {
  const i18n = setupI18n({ locale: 'zh-Hant', messages: { 'zh-Hant': {} } })

  it('shows every field of the transaction in the visitor’s language, fees itemised', () => {
    const record = receiptRecord(transaction, i18n)
    expect(record).toMatchObject({
      transactionNo: 'T2026112300001',
      confirmationNo: 'C7731',
      eventName: '馬勒第五',
      venue: '音樂廳',
      ticketTotal: 1160,
      serviceFee: 24,
      handlingFee: 8,
      deliveryFee: 0,
      grandTotal: 1192,
      cardNumber: '4242 **** **** 4242',
    })
    expect(record.seats[1]).toEqual({
      section: 'Stalls',
      row: 'A',
      seat: '6',
      ticketType: 'A區',
      price: 580,
    })
  })

  it('gives each e-ticket its number and signed code, in the order of the seats', () => {
    expect(eTicketsOf(transaction, i18n)).toEqual([
      {
        ticketNo: 'T2026112300001-1',
        payload: 'CT1.T2026112300001.1.P801201.aaaa',
        seat: 'Stalls A 5',
        ticketType: 'A區',
      },
      {
        ticketNo: 'T2026112300001-2',
        payload: 'CT1.T2026112300001.2.P801201.bbbb',
        seat: 'Stalls A 6',
        ticketType: 'A區',
      },
    ])
  })
})
