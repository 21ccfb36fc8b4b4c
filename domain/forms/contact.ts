// Contact form (spec §3, §5, §7 POST /ContactUs.do): name, email, contact number and the
// enquiry's content. The contract's ContactForm is generated from it.
import * as v from 'valibot'
import { phone, requiredText, strictEmail } from '../validation/fields'
import { enquiryMax, nameMax } from '../validation/limits'
import { fieldMessages as m } from '../validation/messages'

export const contactSchema = v.strictObject({
  name: requiredText(m.nameRequired, nameMax),
  email: strictEmail,
  contactNumber: phone,
  content: requiredText(m.enquiryRequired, enquiryMax),
})
export type ContactInput = v.InferInput<typeof contactSchema>
export type Contact = v.InferOutput<typeof contactSchema>
