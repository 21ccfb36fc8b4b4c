// Member info (spec §3): the registration details plus gender and the event card layout.
// Changing the email address means logging in again (successMessages.profileUpdated); the
// password has its own form (password.ts). The body of POST /api/Member/MemberInfo.do
// (openapi.yaml `MemberInfoUpdate`) is exactly this form; gender and card layout left out stay
// as they are.
import * as v from 'valibot'
import { cardLayouts } from '../preferences'
import { sameAs } from '../validation/crossCheck'
import { emailConfirmation, strictEmail } from '../validation/fields'
import { issue } from '../validation/issueMessages'
import { fieldMessages as m } from '../validation/messages'
import { genders, personalDetailsEntries } from './personalDetails'

const memberInfoObject = v.strictObject({
  email: strictEmail,
  confirmEmail: emailConfirmation(m.emailMismatch),
  ...personalDetailsEntries,
  gender: v.optional(v.picklist(genders, issue(m.genderInvalid))),
  cardLayout: v.optional(v.picklist(cardLayouts, issue(m.choiceRequired))),
})
type MemberInfoOutput = v.InferOutput<typeof memberInfoObject>

export const memberInfoSchema = v.pipe(
  memberInfoObject,
  sameAs<MemberInfoOutput>('confirmEmail', 'email', m.emailMismatch),
)
export type MemberInfoInput = v.InferInput<typeof memberInfoSchema>
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>
