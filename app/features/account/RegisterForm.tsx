import { Checkbox } from '@design-system/Checkbox'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { registrationSchema } from '../../../domain/forms/registration'
import { addressesQuery } from '../../api/queries'
import { FormEnd } from '../forms/FormEnd'
import { FormRefused } from '../forms/FormRefused'
import { useDraftStart, useKeptDraft } from '../forms/useFormDraft'
import { useSchemaForm } from '../forms/useSchemaForm'
import { useAccountCalls } from './accountCalls'
import { type DetailsValues, emptyDetails } from './detailsValues'
import { EmailFields } from './EmailFields'
import { NewPasswordFields } from './NewPasswordFields'
import { PersonalDetailsFields } from './PersonalDetailsFields'
import { RegisterSent } from './RegisterSent'
import { useBotCheck } from './useBotCheck'

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
// kept while the terms are read and the visitor comes back, but never the passwords
const draftKey = 'register'
const secret = ['password', 'confirmPassword'] as const

/**
 * Registration (spec §3, §5): every field of the spec, checked by the domain's registration
 * schema (the server's own), the bot check when the server asks, then "check your email".
 */
export function RegisterForm() {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const headingId = useId()
  const form = useSchemaForm(registrationSchema, useDraftStart(draftKey, empty))
  const addresses = useQuery({ ...addressesQuery(), meta: { quiet: true } })
  const botCheck = useBotCheck()
  // failures are told here, in place (quiet: no notification as well)
  const send = useMutation({ ...calls.register, meta: { quiet: true } })
  const [sentTo, setSentTo] = useState('')
  const values = form.values
  useKeptDraft(draftKey, values, secret, !send.isSuccess)

  if (send.isSuccess) return <RegisterSent email={sentTo} />

  return (
    <Stack aria-labelledby={headingId} gap="lg" maxWidth="form" as="section">
      <Heading id={headingId} level={2} size="lg">
        {t`Become a member`}
      </Heading>
      <Text>{t`Fields marked * are required. We email you a link to activate your account.`}</Text>
      <form
        noValidate
        onSubmit={form.submit(
          (registration, onError) => {
            setSentTo(registration.email)
            // the schema has checked the box is ticked
            send.mutate({ ...registration, acceptTerms: true, ...botCheck.answer() }, { onError })
          },
          (error) => botCheck.refused(error, fieldsOnForm, i18n),
        )}
      >
        <Stack gap="lg" maxWidth="form">
          <EmailFields
            email={form.field('email')}
            confirm={form.field('confirmEmail')}
            hint={t`This is your login ID.`}
          />
          <NewPasswordFields
            first
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          <PersonalDetailsFields
            values={values}
            onChange={(next, ...paths) => form.change({ ...values, ...next }, ...paths)}
            error={form.error}
            addresses={addresses.data?.data}
          />
          {addresses.isError && (
            <FormRefused message={t`The list of countries and districts did not load.`} />
          )}
          <Checkbox
            label={
              <Trans>
                I have read and agree to the{' '}
                <Link href="/ReleaseNotes.html#termsconditions" external>
                  Terms and Conditions
                </Link>{' '}
                and the{' '}
                <Link href="/ReleaseNotes.html#privacypolicy" external>
                  Privacy Policy
                </Link>
              </Trans>
            }
            required
            checked={values.acceptTerms}
            onChange={(event) =>
              form.change({ ...values, acceptTerms: event.target.checked }, 'acceptTerms')
            }
            error={form.error('acceptTerms')}
          />
          {botCheck.field(form.error('captchaCode'))}
          <FormEnd failure={form.failure} sending={send.isPending}>
            {t`Register`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
