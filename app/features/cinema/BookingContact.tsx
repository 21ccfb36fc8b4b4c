import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { emailMax, nameMax } from '../../../domain/validation/limits'
import * as css from './Cinema.css'

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
    <fieldset className={css.group}>
      <legend className={css.legend}>{t`Your contact details, for the receipt`}</legend>
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
    </fieldset>
  )
}
