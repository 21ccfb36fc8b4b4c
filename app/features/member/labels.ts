// Names of the contract's enums as members read them: how tickets are collected and how a
// purchase was paid (spec §3 "delivery method", "payment type/method").
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '../../api/queries'

export const collectionMethodNames: Record<Schemas['CollectionMethod'], MessageDescriptor> = {
  eTicket: msg`E-ticket`,
  boxOffice: msg`Collect at a box office`,
  kiosk: msg`Collect at a ticketing kiosk`,
  delivery: msg`Delivery`,
}

export const paymentMethodNames: Record<Schemas['PaymentMethod'], MessageDescriptor> = {
  visa: msg`Visa`,
  mastercard: msg`Mastercard`,
  amex: msg`American Express`,
  unionPay: msg`UnionPay`,
  jcb: msg`JCB`,
  alipayHk: msg`AlipayHK`,
  wechatPayHk: msg`WeChat Pay HK`,
  fps: msg`FPS`,
  points: msg`Points`,
}
