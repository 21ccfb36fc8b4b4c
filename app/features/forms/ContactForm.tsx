import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { Textarea } from '@design-system/Textarea'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { customerServiceHotline } from '../../../domain/contact'
import { contactSchema } from '../../../domain/forms/contact'
import { contactNumberMax, enquiryMax, nameMax } from '../../../domain/validation/limits'
import { contactMutation } from '../../api/queries'
import { useKeptInput } from '../../auth/useKeptInput'
import { EmailField } from './EmailField'
import { FormEnd } from './FormEnd'
import { FormSent } from './FormSent'
import { formRefusal } from './formFailure'
import { useSchemaForm } from './useSchemaForm'

const empty = { name: '', email: '', contactNumber: '', content: '' }

/**
 * The enquiry form of the customer-service page (POST /ContactUs.do): checked by the domain's
 * contact schema before it is sent, the server's field messages shown by their fields, and the
 * reference number once it is received. `mutation` is the contract call (stories pass a stand-in).
 * A member's unsent enquiry survives an expired session (useKeptInput).
 */
export function ContactForm({ mutation = contactMutation }: { mutation?: typeof contactMutation }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const fields = useSchemaForm(contactSchema, empty)
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  useKeptInput('enquiry', send.isSuccess ? undefined : fields.values, fields.reset)
  const [sentTo, setSentTo] = useState('')

  if (send.isSuccess) {
    const reference = send.data.referenceNo
    return (
      <FormSent
        title={t`Thank you. We have received your enquiry.`}
        again={t`Send another enquiry`}
        onAgain={() => {
          fields.reset()
          send.reset()
        }}
      >
        <Text>{t`Your reference number is ${reference}.`}</Text>
        <Text>
          {t`Customer service will reply to ${sentTo}. If you call us about it on ${customerServiceHotline}, please give the reference number.`}
        </Text>
      </FormSent>
    )
  }

  const refusal = formRefusal(send.error, i18n)
  return (
    <Stack aria-labelledby={headingId} gap="lg" maxWidth="form" as="section">
      <Heading id={headingId} level={2} size="lg">
        {t`Send us an enquiry`}
      </Heading>
      <Text>
        {t`Every field is required. Give your transaction number in the enquiry if it is about a purchase.`}
      </Text>
      <form
        noValidate
        onSubmit={fields.submit((form, onError) => {
          setSentTo(form.email)
          send.mutate(form, { onError })
        })}
      >
        <Stack gap="lg" maxWidth="form">
          <TextField
            label={t`Name`}
            autoComplete="name"
            required
            maxLength={nameMax}
            {...fields.field('name')}
          />
          <EmailField hint={t`We reply to this address.`} {...fields.field('email')} />
          <TextField
            label={t`Contact number`}
            type="tel"
            autoComplete="tel"
            required
            maxLength={contactNumberMax}
            {...fields.field('contactNumber')}
          />
          <Textarea
            label={t`Your enquiry`}
            required
            rows={6}
            maxLength={enquiryMax}
            {...fields.field('content')}
          />
          <FormEnd failure={refusal} sending={send.isPending}>
            {t`Send enquiry`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
