import { Card } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { PasswordField } from '@design-system/PasswordField'
import { Select } from '@design-system/Select'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { addStaffSchema } from '../../../../domain/forms/officeStaff'
import { staffRoles } from '../../../../domain/office/roles'
import { emailMax, nameMax, password as passwordLimits } from '../../../../domain/validation/limits'
import { isApiError } from '../../../api/errors'
import type { Schemas } from '../../../api/queries'
import { FormEnd } from '../../forms/FormEnd'
import { failedFields, formRefusal } from '../../forms/formFailure'
import { useSchemaForm } from '../../forms/useSchemaForm'
import { roleNames } from '../roleNames'
import { useStaffCalls } from './staffCalls'

export interface AddStaffFormProps {
  /** Added: the account and its authenticator secret, to show once. */
  onAdded: (added: Schemas['StaffWithAuthenticator']) => void
}

/** The "Add staff member" form: email, name, role and a first password. */
export function AddStaffForm({ onAdded }: AddStaffFormProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const form = useSchemaForm(addStaffSchema, { email: '', name: '', role: '', password: '' })
  const calls = useStaffCalls()
  const add = useMutation({ ...calls.add, meta: { quiet: true } })
  return (
    <Card as="section" variant="outline" gap="lg" aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {t`Add staff member`}
      </Heading>
      <form
        noValidate
        onSubmit={form.submit(
          (staff, onError) => {
            add.mutateAsync(staff).then((added) => {
              form.reset()
              onAdded(added)
            }, onError)
          },
          (error) =>
            isApiError(error, 'EMAIL_ALREADY_REGISTERED')
              ? { fields: { email: error.message } }
              : { fields: failedFields(error), form: formRefusal(error, i18n) },
        )}
      >
        <Stack gap="lg" maxWidth="form">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="off"
            required
            maxLength={emailMax}
            {...form.field('email')}
          />
          <TextField
            label={t`Name`}
            autoComplete="off"
            required
            maxLength={nameMax}
            {...form.field('name')}
          />
          <Select
            label={t`Role`}
            required
            placeholder={t`Choose a role`}
            options={staffRoles.map((role) => ({ value: role, label: i18n._(roleNames[role]) }))}
            {...form.field('role')}
          />
          <PasswordField
            label={t`First password`}
            hint={t`8 to 20 characters. Give it to the staff member in person.`}
            autoComplete="new-password"
            required
            maxLength={passwordLimits.max}
            {...form.field('password')}
          />
          <FormEnd failure={form.failure} sending={add.isPending}>
            {t`Add staff member`}
          </FormEnd>
        </Stack>
      </form>
    </Card>
  )
}
