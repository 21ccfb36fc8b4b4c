// Delivery change request (spec §3, §5): transaction number, contact person, mobile number,
// delivery address and email are required; the card image is optional here. Whether the show
// is still far enough away is domain/delivery.ts (7 working days).
import * as v from 'valibot'
import { optionalText, phone, requiredText, strictEmail } from '../validation/fields'
import { addressMax, nameMax } from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'
import { transactionNumber } from './txnChangeRequest'

export const deliveryChangeRequestSchema = v.object({
  transactionNumber,
  contactName: requiredText(m.contactNameRequired, nameMax),
  mobileNumber: phone,
  deliveryAddress: requiredText(m.addressRequired, addressMax),
  email: strictEmail,
  cardImage: optionalText(500),
})
export type DeliveryChangeRequestInput = v.InferInput<typeof deliveryChangeRequestSchema>
export type DeliveryChangeRequest = v.InferOutput<typeof deliveryChangeRequestSchema>
