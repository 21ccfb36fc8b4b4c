import { Callout } from '@design-system/Callout'
import { formatDateTime, formatLongDate } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { ImageUpload } from '@design-system/ImageUpload'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { Textarea } from '@design-system/Textarea'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { customerServiceHotline } from '../../../domain/contact'
import { deliveryChangeDeadline, isDeliveryChangeAllowed } from '../../../domain/delivery'
import { changeRequestMessages } from '../../../domain/forms/changeRequestMessages'
import { deliveryChangeRequestSchema } from '../../../domain/forms/deliveryChangeRequest'
import { hongKongMidnight } from '../../../domain/hongKongTime'
import {
  addressMax,
  contactNumberMax,
  nameMax,
  transactionNumberMax,
} from '../../../domain/validation/limits'
import { deliveryChangeMutation, transactionQuery } from '../../api/queries'
import { useKeptInput } from '../../auth/useKeptInput'
import { useNow } from '../../startup/useNow'
import { EmailField } from '../forms/EmailField'
import { FormEnd } from '../forms/FormEnd'
import { FormSent } from '../forms/FormSent'
import { formRefusal } from '../forms/formFailure'
import { useSchemaForm } from '../forms/useSchemaForm'
import { ConfirmationMailed } from './ConfirmationMailed'
import { type CardImageUpload, useCardImageUpload } from './cardImageUpload'
import { DeliveryOfficeHours } from './DeliveryOfficeHours'

export interface DeliveryChangeRequestFormProps {
  /** The transaction in the address (from its details page). */
  txnNo?: string
  /** A logged-in member: their transaction's show date tells whether a change is still open. */
  isMember?: boolean
  now?: Date
  mutation?: typeof deliveryChangeMutation
  upload?: CardImageUpload
}

/** The last day a change is accepted for a show, in the visitor's language. */
function lastDay(showAt: Date, locale: string) {
  const [year, month, day] = deliveryChangeDeadline(showAt).split('-').map(Number) as [
    number,
    number,
    number,
  ]
  return formatLongDate(hongKongMidnight(year, month, day).toISOString(), locale)
}

/**
 * The delivery change request (spec §3, §5): transaction number, contact person, mobile
 * number, new delivery address and email, with an optional card image. Accepted only up to 7
 * working days before the show (the member's own transaction is checked here first; the
 * server checks every request), and the delivery office's hours are shown. What was typed
 * survives an expired session (useKeptInput); an uploaded card image is not kept.
 */
export function DeliveryChangeRequestForm({
  txnNo = '',
  isMember = false,
  now,
  mutation = deliveryChangeMutation,
  upload,
}: DeliveryChangeRequestFormProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const headingId = useId()
  const ticking = useNow()
  const today = now ?? ticking
  const fields = useSchemaForm(deliveryChangeRequestSchema, {
    txnNo,
    contactName: '',
    mobile: '',
    deliveryAddress: '',
    email: '',
  })
  // kept apart from the typed fields: the upload ends while the visitor may be typing
  const [cardImageKey, setCardImageKey] = useState('')
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  useKeptInput('deliveryChange', send.isSuccess ? undefined : fields.values, fields.reset)
  const ownUpload = useCardImageUpload()
  const uploadImage = upload ?? ownUpload
  const asked = fields.values.txnNo?.trim().toUpperCase() ?? ''
  const txn = useQuery({
    ...transactionQuery(asked),
    meta: { quiet: true },
    retry: false,
    enabled: isMember && asked !== '' && asked === txnNo.toUpperCase(),
  })

  // a visitor's request waits for the link mailed to the transaction's email
  if (send.isSuccess && send.data.status === 'confirmationMailed') return <ConfirmationMailed />
  if (send.isSuccess) {
    const reference = send.data.referenceNo
    return (
      <FormSent title={t`Thank you. We have received your delivery change request.`}>
        <Text>{t`Your reference number is ${reference}.`}</Text>
        <Text>
          {t`We will email you once the change is made. If you call us about it on ${customerServiceHotline}, please give the reference number.`}
        </Text>
        <DeliveryOfficeHours now={now} />
      </FormSent>
    )
  }

  const showAt = txn.data ? new Date(txn.data.showStartsAt) : undefined
  const tooLate = showAt !== undefined && !isDeliveryChangeAllowed(today, showAt)

  const refusal = formRefusal(send.error, i18n)
  return (
    <Stack aria-labelledby={headingId} gap="lg" maxWidth="form" as="section">
      <Heading id={headingId} level={2} size="lg">
        {t`Ask for a delivery change`}
      </Heading>
      <DeliveryOfficeHours now={now} />
      {showAt &&
        (tooLate ? (
          <Callout tone="danger">{i18n._(changeRequestMessages.deliveryChangeTooLate)}</Callout>
        ) : (
          <Text>
            {t`The show is on ${formatDateTime(showAt.toISOString(), locale)}: you can ask for a change until ${lastDay(showAt, locale)}.`}
          </Text>
        ))}
      <Text>{t`Every field is required, except the card image.`}</Text>
      <form
        noValidate
        onSubmit={fields.submit((form, onError) =>
          // the card image only when one was uploaded
          send.mutate(cardImageKey ? { ...form, cardImageKey } : form, { onError }),
        )}
      >
        <Stack gap="lg" maxWidth="form">
          <TextField
            label={t`Transaction number`}
            required
            maxLength={transactionNumberMax}
            autoCapitalize="characters"
            {...fields.field('txnNo')}
          />
          <TextField
            label={t`Contact person`}
            autoComplete="name"
            required
            maxLength={nameMax}
            {...fields.field('contactName')}
          />
          <TextField
            label={t`Mobile number`}
            type="tel"
            autoComplete="tel"
            required
            maxLength={contactNumberMax}
            {...fields.field('mobile')}
          />
          <Textarea
            label={t`New delivery address`}
            autoComplete="street-address"
            required
            rows={3}
            maxLength={addressMax}
            {...fields.field('deliveryAddress')}
          />
          <EmailField hint={t`We confirm the change to this address.`} {...fields.field('email')} />
          <ImageUpload
            label={t`Image of the front of the card (optional)`}
            hint={t`A photo or scan of the card you paid with, every digit except the first 4 and last 4 covered.`}
            error={fields.error('cardImageKey')}
            onUpload={async (file) => setCardImageKey(await uploadImage(file))}
            onRemove={() => setCardImageKey('')}
          />
          <FormEnd failure={refusal} sending={send.isPending}>
            {t`Send request`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
