// The box office's "Add staff member" form (issue #35): email, name, role and a first password,
// the body of `addStaff` (openapi.yaml `AddStaffRequest`). The server checks the same schema
// (server/routes/officeStaff.ts), so the screen and the server say the same for the same mistake.
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { staffRoles } from '../office/roles'
import { choice, newPassword, requiredText, strictEmail } from '../validation/fields'
import { nameMax } from '../validation/limits'

const staffNameRequired = msg`Please enter the staff member's name.`
const staffRoleRequired = msg`Please choose a role.`

export const addStaffSchema = v.strictObject({
  email: strictEmail,
  name: requiredText(staffNameRequired, nameMax),
  role: choice(staffRoles, staffRoleRequired),
  password: newPassword,
})
export type AddStaffInput = v.InferInput<typeof addStaffSchema>
