import { describe, expect, it } from 'vitest'
import { i18nFor } from '../../../domain/testing/i18n'
import type { Schemas } from '../../api/queries'
import { transactionRecord } from './transactionRecord'

const text = (en: string, hant: string) => ({ en, 'zh-Hant': hant, 'zh-Hans': hant })

const transaction: Schemas['Transaction'] = {
  txnNo: 'T2026120100042',
  confirmationNo: 'CF-88-4417',
  purchasedAt: '2026-12-01T14:36:52+08:00',
  event: text('Harbour Lights Pop Concert 2026', '港灣燈影流行演唱會 2026'),
  showStartsAt: '2026-12-18T20:15:00+08:00',
  venue: text('Hong Kong Coliseum', '香港體育館'),
  ticketCount: 1,
  grandTotal: 933,
  status: 'complete',
  seats: [{ section: 'B', row: '12', seat: '15', priceZone: text('Standard', '標準'), price: 880 }],
  charges: {
    ticketTotal: 880,
    serviceFee: 38,
    handlingFee: 15,
    deliveryFee: 0,
    discount: 0,
    refundableTicketCharge: 100,
    grandTotal: 933,
  },
  collectionMethod: 'eTicket',
  waybillNo: 'WB2026120300981',
  ppsIsn: '0042',
  paymentMethod: 'alipayHk',
  cardNumber: '',
  name: 'Chan Tai Man',
  contactPhone: '+852 9123 4567',
}

describe('a transaction shown as a receipt', () => {
  it('keeps every field of the record, in the visitor’s language', () => {
    const record = transactionRecord(transaction, i18nFor('zh-Hant'))
    expect(record).toMatchObject({
      transactionNo: 'T2026120100042',
      confirmationNo: 'CF-88-4417',
      waybillNo: 'WB2026120300981',
      ppsIsn: '0042',
      eventName: '港灣燈影流行演唱會 2026',
      venue: '香港體育館',
      seats: [{ section: 'B', row: '12', seat: '15', ticketType: '標準', price: 880 }],
      ticketTotal: 880,
      serviceFee: 38,
      handlingFee: 15,
      refundableTicketCharge: 100,
      grandTotal: 933,
      contactName: 'Chan Tai Man',
      contactPhone: '+852 9123 4567',
    })
  })

  it('names the payment and collection methods, and shows no card for a wallet', () => {
    const record = transactionRecord(transaction, i18nFor('en'))
    expect(record.paymentMethod).toBe('AlipayHK')
    expect(record.deliveryMethod).toBe('E-ticket')
    expect(record.cardNumber).toBeUndefined()
  })
})
