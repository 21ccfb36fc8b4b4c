// Registration (spec §3, §5): email and confirmation, password and confirmation, personal
// details, and the terms ticked. Whether the address is already registered is the server's
// answer (EMAIL_ALREADY_REGISTERED).
import * as v from 'valibot'
import { sameAs } from '../validation/crossCheck'
import {
  confirmation,
  emailConfirmation,
  mustBeTicked,
  newPassword,
  strictEmail,
} from '../validation/fields'
import { fieldMessages as m } from '../validation/messages'
import { personalDetailsChecks, personalDetailsEntries } from './personalDetails'

const registrationObject = v.object({
  email: strictEmail,
  confirmEmail: emailConfirmation(m.emailMismatch),
  password: newPassword,
  confirmPassword: confirmation(m.passwordMismatch),
  ...personalDetailsEntries,
  acceptTerms: mustBeTicked(),
})
type RegistrationOutput = v.InferOutput<typeof registrationObject>

export const registrationSchema = v.pipe(
  registrationObject,
  sameAs<RegistrationOutput>('confirmEmail', 'email', m.emailMismatch),
  sameAs<RegistrationOutput>('confirmPassword', 'password', m.passwordMismatch),
  ...personalDetailsChecks<RegistrationOutput>(),
)
export type RegistrationInput = v.InferInput<typeof registrationSchema>
export type Registration = v.InferOutput<typeof registrationSchema>
