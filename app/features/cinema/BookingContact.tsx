import { Fieldset } from '@design-system/Fieldset'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { emailMax, nameMax } from '../../../domain/validation/limits'

export interface Contact {
  name: string
  phone: string
  email: string
}

/** A visitor's name, phone and email, for the receipt (members are known by their login). */
export function BookingContact({
  value,
  onChange,
  errors,
}: {
  value: Contact
  onChange: (value: Contact) => void
  errors: Partial<Record<keyof Contact, string>>
}) {
  const { t } = useLingui()
  const set = (field: keyof Contact) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value })
  return (
    <Fieldset legend={t`Your contact details, for the receipt`}>
      <TextField
        label={t`Name`}
        required
        autoComplete="name"
        maxLength={nameMax}
        value={value.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        label={t`Phone number`}
        type="tel"
        required
        autoComplete="tel"
        value={value.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        label={t`Email`}
        type="email"
        required
        autoComplete="email"
        maxLength={emailMax}
        value={value.email}
        onChange={set('email')}
        error={errors.email}
      />
    </Fieldset>
  )
}
