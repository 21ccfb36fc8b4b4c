import { Button } from '@design-system/Button'
import { Checkbox } from '@design-system/Checkbox'
import { Link } from '@design-system/Link'
import { PasswordField } from '@design-system/PasswordField'
import { TextField } from '@design-system/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { registrationSchema } from '../../../domain/forms/registration'
import { emailMax, password as passwordLimits } from '../../../domain/validation/limits'
import { addressesQuery } from '../../api/queries'
import { focusFirstInvalid } from '../forms/useFormFields'
import * as css from './Account.css'
import { useAccountCalls } from './accountCalls'
import { type DetailsValues, emptyDetails } from './detailsValues'
import { FormFailure } from './FormFailure'
import { placeFailure } from './failurePlace'
import { PersonalDetailsFields } from './PersonalDetailsFields'
import { RegisterSent } from './RegisterSent'
import { useBotCheck } from './useBotCheck'
import { useSchemaForm } from './useSchemaForm'

interface RegistrationValues extends DetailsValues {
  email: string
  confirmEmail: string
  password: string
  confirmPassword: string
  acceptTerms: boolean
}

const empty: RegistrationValues = {
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  ...emptyDetails,
  acceptTerms: false,
}

const fieldsOnForm = [...Object.keys(empty), 'captchaCode']

/**
 * Registration (spec §3, §5): every field of the spec, checked by the domain's registration
 * schema (the server's own), the bot check when the server asks, then "check your email".
 */
export function RegisterForm() {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useSchemaForm(registrationSchema, empty)
  const addresses = useQuery({ ...addressesQuery(), meta: { quiet: true } })
  const botCheck = useBotCheck()
  // failures are told here, in place (quiet: no notification as well)
  const send = useMutation({ ...calls.register, meta: { quiet: true } })
  const [formFailure, setFormFailure] = useState<string>()
  const [sentTo, setSentTo] = useState('')
  const values = form.values
  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
    form.change({ ...values, [key]: value }, key)

  if (send.isSuccess) return <RegisterSent email={sentTo} />

  return (
    <section aria-labelledby={headingId} className={css.form}>
      <h2 id={headingId} className={css.sectionHeading}>
        {t`Become a member`}
      </h2>
      <p className={css.text}>
        {t`Fields marked * are required. We email you a link to activate your account.`}
      </p>
      <form
        ref={formRef}
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          setFormFailure(undefined)
          const registration = form.validate()
          if (!registration) return focusFirstInvalid(formRef.current)
          setSentTo(registration.email)
          send.mutate(
            // the schema has checked the box is ticked
            { ...registration, acceptTerms: true, ...botCheck.answer() },
            {
              onError: (error) => {
                botCheck.used()
                const placed = placeFailure(error, fieldsOnForm, i18n)
                if (placed.botCheck) botCheck.ask()
                form.setServerErrors(placed.fields)
                setFormFailure(placed.form)
                focusFirstInvalid(formRef.current)
              },
            },
          )
        }}
      >
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          maxLength={emailMax}
          hint={t`This is your login ID.`}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={form.error('email')}
        />
        <TextField
          label={t`Confirm email`}
          type="email"
          autoComplete="email"
          required
          maxLength={emailMax}
          value={values.confirmEmail}
          onChange={(event) => set('confirmEmail', event.target.value)}
          error={form.error('confirmEmail')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          hint={t`${passwordLimits.min} to ${passwordLimits.max} characters`}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={form.error('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          maxLength={passwordLimits.max}
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.target.value)}
          error={form.error('confirmPassword')}
        />
        <PersonalDetailsFields
          values={values}
          onChange={(next, ...paths) => form.change({ ...values, ...next }, ...paths)}
          error={form.error}
          addresses={addresses.data?.data}
        />
        {addresses.isError && (
          <FormFailure message={t`The list of countries and districts did not load.`} />
        )}
        <Checkbox
          label={
            <Trans>
              I have read and agree to the{' '}
              <Link href="/ReleaseNotes.html#termsconditions">Terms and Conditions</Link> and the{' '}
              <Link href="/ReleaseNotes.html#privacypolicy">Privacy Policy</Link>
            </Trans>
          }
          required
          checked={values.acceptTerms}
          onChange={(event) => set('acceptTerms', event.target.checked)}
          error={form.error('acceptTerms')}
        />
        {botCheck.field(form.error('captchaCode'))}
        <FormFailure message={formFailure} />
        <div>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {t`Register`}
          </Button>
        </div>
      </form>
    </section>
  )
}
