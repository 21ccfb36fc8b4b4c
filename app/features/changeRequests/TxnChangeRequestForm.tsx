import { Checkbox } from '@design-system/Checkbox'
import { Fieldset } from '@design-system/Fieldset'
import { Heading } from '@design-system/Heading'
import { ImageUpload } from '@design-system/ImageUpload'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { Textarea } from '@design-system/Textarea'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { maskCardNumberAsTyped } from '../../../domain/cardNumber'
import { customerServiceHotline } from '../../../domain/contact'
import { type ChangeItem, txnChangeRequestSchema } from '../../../domain/forms/txnChangeRequest'
import { issueMessages } from '../../../domain/validation/issueMessages'
import {
  addressMax,
  cardNumberMax,
  contactNumberMax,
  nameMax,
  transactionNumberMax,
} from '../../../domain/validation/limits'
import { type Schemas, txnChangeMutation } from '../../api/queries'
import { useKeptInput } from '../../auth/useKeptInput'
import { FormEnd } from '../forms/FormEnd'
import { FormSent } from '../forms/FormSent'
import { failedFields, formRefusal } from '../forms/formFailure'
import { focusFirstInvalid } from '../forms/useSchemaForm'
import { ConfirmationMailed } from './ConfirmationMailed'
import { type CardImageUpload, useCardImageUpload } from './cardImageUpload'

/** Each item that can change: its tick box and its field in the request. */
const items = {
  contactName: { tick: 'changeContactName', field: 'newContactName' },
  contactNumber: { tick: 'changeContactNumber', field: 'newContactNumber' },
  address: { tick: 'changeAddress', field: 'newAddress' },
} as const satisfies Record<ChangeItem, { tick: string; field: string }>

export interface TxnChangeRequestFormProps {
  /** The transaction in the address (from its details page). */
  txnNo?: string
  mutation?: typeof txnChangeMutation
  /** Stands in for the upload in stories. */
  upload?: CardImageUpload
}

/**
 * The transaction change request (spec §3, §5): the transaction, the card it was paid with
 * (the digits between the first 4 and last 4 turn into * as they are typed) and an image of
 * the card's front, then the items to change; only ticked items are sent. Checked by the
 * domain's schema before sending; the server's messages are shown by their fields. What was
 * typed survives an expired session (useKeptInput), except the card number and its image.
 */
export function TxnChangeRequestForm({
  txnNo = '',
  mutation = txnChangeMutation,
  upload,
}: TxnChangeRequestFormProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  const ownUpload = useCardImageUpload()
  const uploadImage = upload ?? ownUpload
  const [values, setValues] = useState({
    txnNo,
    cardNumber: '',
    newContactName: '',
    newContactNumber: '',
    newAddress: '',
  })
  const [ticked, setTicked] = useState<Record<ChangeItem, boolean>>({
    contactName: false,
    contactNumber: false,
    address: false,
  })
  const [cardImageKey, setCardImageKey] = useState('')
  const [tried, setTried] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  // never the card number: kept input sits in session storage
  const { cardNumber: _card, ...keepable } = values
  useKeptInput(
    'txnChange',
    send.isSuccess ? undefined : { values: keepable, ticked },
    (kept: { values: typeof keepable; ticked: typeof ticked }) => {
      setValues((now) => ({ ...now, ...kept.values, cardNumber: now.cardNumber }))
      setTicked((now) => ({ ...now, ...kept.ticked }))
    },
  )

  /** The request: only ticked items, each with its new value. */
  const body = (next = values, ticks = ticked, key = cardImageKey) => {
    const request: Record<string, unknown> = {
      txnNo: next.txnNo,
      cardNumber: next.cardNumber,
      cardImageKey: key,
    }
    for (const [item, { tick, field }] of Object.entries(items)) {
      if (ticks[item as ChangeItem]) {
        request[tick] = true
        request[field] = next[field]
      }
    }
    return request
  }
  const check = (request: Record<string, unknown>) => {
    const result = v.safeParse(txnChangeRequestSchema, request)
    setErrors(result.success ? {} : issueMessages(result.issues, i18n))
    return result
  }
  const update = (next: Partial<typeof values>, ticks = ticked, key = cardImageKey) => {
    const all = { ...values, ...next }
    setValues(all)
    setServerErrors({})
    if (tried) check(body(all, ticks, key))
  }
  const error = (name: string) => errors[name] ?? serverErrors[name]
  // what the form holds now, for an upload that ends while the visitor types
  const latest = useRef({ values, ticked })
  latest.current = { values, ticked }

  // a visitor's request waits for the link mailed to the transaction's email
  if (send.isSuccess && send.data.status === 'confirmationMailed') return <ConfirmationMailed />
  if (send.isSuccess) {
    const reference = send.data.referenceNo
    return (
      <FormSent title={t`Thank you. We have received your change request.`}>
        <Text>{t`Your reference number is ${reference}.`}</Text>
        <Text>
          {t`We will contact you once the change is made. If you call us about it on ${customerServiceHotline}, please give the reference number.`}
        </Text>
      </FormSent>
    )
  }

  const changeFields = {
    contactName: (
      <TextField
        label={t`New contact name`}
        autoComplete="name"
        required
        maxLength={nameMax}
        value={values.newContactName}
        onChange={(e) => update({ newContactName: e.target.value })}
        error={error('newContactName')}
      />
    ),
    contactNumber: (
      <TextField
        label={t`New contact number`}
        type="tel"
        autoComplete="tel"
        required
        maxLength={contactNumberMax}
        value={values.newContactNumber}
        onChange={(e) => update({ newContactNumber: e.target.value })}
        error={error('newContactNumber')}
      />
    ),
    address: (
      <Textarea
        label={t`New address`}
        autoComplete="street-address"
        required
        rows={3}
        maxLength={addressMax}
        value={values.newAddress}
        onChange={(e) => update({ newAddress: e.target.value })}
        error={error('newAddress')}
      />
    ),
  }
  const labels: Record<ChangeItem, string> = {
    contactName: t`Change the contact name`,
    contactNumber: t`Change the contact number`,
    address: t`Change the address`,
  }

  const refusal = formRefusal(send.error, i18n)
  return (
    <Stack aria-labelledby={headingId} gap="lg" maxWidth="form" as="section">
      <Heading id={headingId} level={2} size="lg">
        {t`Ask for a change`}
      </Heading>
      <Text>
        {t`Every field is required. Tick what you want to change and fill in only those.`}
      </Text>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTried(true)
          const request = body()
          const result = check(request)
          if (!result.success) return focusFirstInvalid(formRef.current)
          // the checked (trimmed) values of what was filled in: unticked items are not sent
          const filledIn = Object.entries(result.output).filter(([name]) => name in request)
          send.mutate(Object.fromEntries(filledIn) as Schemas['TxnChangeRequest'], {
            onError: (failed) => {
              setServerErrors(failedFields(failed) ?? {})
              focusFirstInvalid(formRef.current)
            },
          })
        }}
      >
        <Stack gap="lg" maxWidth="form">
          <TextField
            label={t`Transaction number`}
            required
            maxLength={transactionNumberMax}
            autoCapitalize="characters"
            value={values.txnNo}
            onChange={(e) => update({ txnNo: e.target.value })}
            error={error('txnNo')}
          />
          <TextField
            label={t`Card number`}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={cardNumberMax}
            hint={t`The card you paid with. Only its first 4 and last 4 digits are kept: the others turn into * as you type.`}
            value={values.cardNumber}
            onChange={(e) => update({ cardNumber: maskCardNumberAsTyped(e.target.value) })}
            error={error('cardNumber')}
          />
          <ImageUpload
            label={t`Image of the front of the card`}
            hint={t`A photo or scan (JPEG, PNG, GIF or WebP) with every digit except the first 4 and last 4 covered.`}
            required
            error={error('cardImageKey')}
            onUpload={async (file) => {
              const key = await uploadImage(file)
              setCardImageKey(key)
              setServerErrors({})
              if (tried) check(body(latest.current.values, latest.current.ticked, key))
            }}
            onRemove={() => {
              setCardImageKey('')
              if (tried) check(body(values, ticked, ''))
            }}
          />
          <Fieldset legend={t`What to change`}>
            {(Object.keys(items) as ChangeItem[]).map((item) => (
              <Stack key={item} gap="lg" maxWidth="form">
                <Checkbox
                  label={labels[item]}
                  checked={ticked[item]}
                  // the "tick at least one" message sits under the first box
                  error={item === 'contactName' ? error('changeContactName') : undefined}
                  onChange={(e) => {
                    const ticks = { ...ticked, [item]: e.target.checked }
                    setTicked(ticks)
                    update({}, ticks)
                  }}
                />
                {ticked[item] && changeFields[item]}
              </Stack>
            ))}
          </Fieldset>
          <FormEnd failure={refusal} sending={send.isPending}>
            {t`Send request`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
