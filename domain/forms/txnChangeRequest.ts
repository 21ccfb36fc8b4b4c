// Transaction change request (spec §3, §5): the transaction, the card (first and last 4 digits,
// the rest masked) with an image of its front, and at least one ticked item to change; a
// ticked item must be filled and an unticked one left empty. The image itself is checked to be
// an image by domain/imageType.ts when it is uploaded; here it is the uploaded file's key. The
// contract's TxnChangeRequest is generated from this schema.
import * as v from 'valibot'
import { isMaskedCardNumber } from '../cardNumber'
import { crossCheck } from '../validation/crossCheck'
import { matches, optionalText, requiredText } from '../validation/fields'
import { issue } from '../validation/issueMessages'
import {
  addressMax,
  cardNumberMax,
  contactNumberMax,
  fileKeyMax,
  nameMax,
  transactionNumberMax,
} from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'
import { isPhoneNumber } from '../validation/patterns'

/** Transaction numbers are letters and digits. */
export const transactionNumber = v.pipe(
  requiredText(m.transactionNumberRequired, transactionNumberMax),
  ...matches(/^[A-Za-z0-9]*$/, m.transactionNumberInvalid),
)

export const changeItems = ['contactName', 'contactNumber', 'address'] as const
export type ChangeItem = (typeof changeItems)[number]

const txnChangeObject = v.strictObject({
  txnNo: transactionNumber,
  cardNumber: v.pipe(
    requiredText(m.cardNumberRequired, cardNumberMax),
    v.check(isMaskedCardNumber, issue(m.cardNumberMasked)),
  ),
  cardImageKey: requiredText(m.cardImageRequired, fileKeyMax),
  changeContactName: v.optional(v.boolean(), false),
  newContactName: optionalText(nameMax),
  changeContactNumber: v.optional(v.boolean(), false),
  newContactNumber: optionalText(contactNumberMax),
  changeAddress: v.optional(v.boolean(), false),
  newAddress: optionalText(addressMax),
})
type TxnChange = v.InferOutput<typeof txnChangeObject>

/** Each item: its tick box, its field, and what to say when ticked but empty. */
const items = [
  ['changeContactName', 'newContactName', m.newContactNameRequired],
  ['changeContactNumber', 'newContactNumber', m.newContactNumberRequired],
  ['changeAddress', 'newAddress', m.newAddressRequired],
] as const

export const txnChangeRequestSchema = v.pipe(
  txnChangeObject,
  crossCheck<TxnChange>(
    'changeContactName',
    ['changeContactNumber', 'changeAddress'],
    (i) => i.changeContactName || i.changeContactNumber || i.changeAddress,
    m.changeItemRequired,
  ),
  ...items.map(([tick, field, required]) =>
    crossCheck<TxnChange>(field, [tick], (i) => !i[tick] || i[field] !== '', required),
  ),
  ...items.map(([tick, field]) =>
    crossCheck<TxnChange>(field, [tick], (i) => i[tick] || i[field] === '', m.untickedItemFilled),
  ),
  crossCheck<TxnChange>(
    'newContactNumber',
    ['changeContactNumber'],
    (i) => !i.changeContactNumber || i.newContactNumber === '' || isPhoneNumber(i.newContactNumber),
    m.phoneInvalid,
  ),
)
export type TxnChangeRequestInput = v.InferInput<typeof txnChangeRequestSchema>
export type TxnChangeRequest = v.InferOutput<typeof txnChangeRequestSchema>
