import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Schemas } from '../../api/queries'

/** How the tickets reach the buyer (the contract's CollectionMethod). */
export const collectionMethodNames: Record<Schemas['CollectionMethod'], MessageDescriptor> = {
  eTicket: msg`E-ticket`,
  boxOffice: msg`Collect at a box office`,
  kiosk: msg`Collect at a ticketing kiosk`,
  delivery: msg`Delivery by post`,
}

export const collectionMethodHints: Record<Schemas['CollectionMethod'], MessageDescriptor> = {
  eTicket: msg`A QR code for each ticket, on the receipt and in your account as soon as you have paid. No fee.`,
  boxOffice: msg`Collect at any Citytix box office in its opening hours with your confirmation number. No fee.`,
  kiosk: msg`Collect at a self-service ticketing kiosk with your confirmation number. No fee.`,
  delivery: msg`Posted to your address for a fee per purchase, while there is time before the show.`,
}

/** Payment methods as the buyer knows them (brand names are not translated). */
export const paymentMethodNames: Record<Schemas['PaymentMethod'], MessageDescriptor> = {
  visa: msg`Visa`,
  mastercard: msg`Mastercard`,
  amex: msg`American Express`,
  unionPay: msg`UnionPay`,
  jcb: msg`JCB`,
  alipayHk: msg`AlipayHK`,
  wechatPayHk: msg`WeChat Pay HK`,
  fps: msg`FPS`,
  points: msg`Citytix points`,
}

/** The site's regions (the contract's Region), as delivery addresses name them. */
export const regionNames: Record<Schemas['Region'], MessageDescriptor> = {
  hongKong: msg`Hong Kong`,
  macau: msg`Macau`,
  mainland: msg`Mainland China`,
  others: msg`Overseas`,
}
