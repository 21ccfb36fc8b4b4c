// Registration (spec §3, §5): email and confirmation, password and confirmation, personal
// details, the terms ticked, and the bot check's answer. Whether the address is already
// registered is the server's answer (EMAIL_ALREADY_REGISTERED). The body of POST
// /api/user/register.do (openapi.yaml `RegisterRequest`) is exactly this form.
import * as v from 'valibot'
import { sameAs } from '../validation/crossCheck'
import {
  botCheckEntries,
  confirmation,
  emailConfirmation,
  mustBeTicked,
  newPassword,
  strictEmail,
} from '../validation/fields'
import { fieldMessages as m } from '../validation/messages'
import { personalDetailsEntries } from './personalDetails'

const registrationObject = v.strictObject({
  email: strictEmail,
  confirmEmail: emailConfirmation(m.emailMismatch),
  password: newPassword,
  confirmPassword: confirmation(m.passwordMismatch),
  ...personalDetailsEntries,
  acceptTerms: mustBeTicked(),
  ...botCheckEntries,
})
type RegistrationOutput = v.InferOutput<typeof registrationObject>

export const registrationSchema = v.pipe(
  registrationObject,
  sameAs<RegistrationOutput>('confirmEmail', 'email', m.emailMismatch),
  sameAs<RegistrationOutput>('confirmPassword', 'password', m.passwordMismatch),
)
export type RegistrationInput = v.InferInput<typeof registrationSchema>
export type Registration = v.InferOutput<typeof registrationSchema>
