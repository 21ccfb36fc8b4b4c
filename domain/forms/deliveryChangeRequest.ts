// Delivery change request (spec §3, §5): transaction number, contact person, mobile number,
// delivery address and email are required; the card image is optional here (the key of an
// uploaded file). Whether the show is still far enough away is domain/delivery.ts (7 working
// days). The contract's DeliveryChangeRequest is generated from it.
import * as v from 'valibot'
import { optionalText, phone, requiredText, strictEmail } from '../validation/fields'
import { addressMax, fileKeyMax, nameMax } from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'
import { transactionNumber } from './txnChangeRequest'

export const deliveryChangeRequestSchema = v.strictObject({
  txnNo: transactionNumber,
  contactName: requiredText(m.contactNameRequired, nameMax),
  mobile: phone,
  deliveryAddress: requiredText(m.addressRequired, addressMax),
  email: strictEmail,
  cardImageKey: optionalText(fileKeyMax),
})
export type DeliveryChangeRequestInput = v.InferInput<typeof deliveryChangeRequestSchema>
export type DeliveryChangeRequest = v.InferOutput<typeof deliveryChangeRequestSchema>
