// Member info (spec §3): the registration details plus gender. Changing the email address
// means logging in again (successMessages.profileUpdated); the password has its own form
// (password.ts).
import * as v from 'valibot'
import { sameAs } from '../validation/crossCheck'
import { emailConfirmation, strictEmail } from '../validation/fields'
import { issue } from '../validation/issueMessages'
import { fieldMessages as m } from '../validation/messages'
import { genders, personalDetailsChecks, personalDetailsEntries } from './personalDetails'

const memberInfoObject = v.object({
  email: strictEmail,
  confirmEmail: emailConfirmation(m.emailMismatch),
  ...personalDetailsEntries,
  gender: v.optional(v.picklist(genders, issue(m.genderInvalid))),
})
type MemberInfoOutput = v.InferOutput<typeof memberInfoObject>

export const memberInfoSchema = v.pipe(
  memberInfoObject,
  sameAs<MemberInfoOutput>('confirmEmail', 'email', m.emailMismatch),
  ...personalDetailsChecks<MemberInfoOutput>(),
)
export type MemberInfoInput = v.InferInput<typeof memberInfoSchema>
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>
