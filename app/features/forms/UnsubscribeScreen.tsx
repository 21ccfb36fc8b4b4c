import { Button } from '@design-system/Button'
import { TextField } from '@design-system/TextField'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { errorMessages } from '../../../domain/errors'
import { unsubscribeSchema } from '../../../domain/forms/newsletter'
import { emailMax } from '../../../domain/validation/limits'
import { isApiError } from '../../api/errors'
import { unsubscribeMutation } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Forms.css'
import { failedFields, formFailureMessage } from './formFailure'
import { focusFirstInvalid, useFormFields } from './useFormFields'

export interface UnsubscribeScreenProps {
  /** The address from the newsletter's link (`?email=`), filled in for the visitor. */
  email?: string
  /** Called once the address is unsubscribed (the route opens the success page). */
  onDone: () => void
  /** The contract call (stories pass a stand-in). */
  mutation?: typeof unsubscribeMutation
}

/** Stops the newsletter for a registered address (POST /api/unsubscribe.do). */
export function UnsubscribeScreen({
  email = '',
  onDone,
  mutation = unsubscribeMutation,
}: UnsubscribeScreenProps) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const formRef = useRef<HTMLFormElement>(null)
  const fields = useFormFields(unsubscribeSchema, { email })
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  // an address we do not know is the email field's problem
  const notRegistered = isApiError(send.error, 'EMAIL_NOT_REGISTERED')
  const failure =
    send.isError && !notRegistered && !failedFields(send.error)
      ? formFailureMessage(send.error, i18n)
      : undefined

  return (
    <div className={css.page}>
      {info && <h1 className={css.pageHeading}>{i18n._(info.title)}</h1>}
      <form
        ref={formRef}
        noValidate
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault()
          const form = fields.validate()
          if (!form) return focusFirstInvalid(formRef.current)
          send.mutate(form.email, {
            onSuccess: onDone,
            onError: (error) => {
              fields.setServerErrors(
                isApiError(error, 'EMAIL_NOT_REGISTERED')
                  ? { email: i18n._(errorMessages.EMAIL_NOT_REGISTERED) }
                  : failedFields(error),
              )
              focusFirstInvalid(formRef.current)
            },
          })
        }}
      >
        <p className={css.text}>
          {t`Enter the email address the newsletter comes to. We will stop sending it straight away.`}
        </p>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          required
          maxLength={emailMax}
          error={fields.error('email')}
          {...fields.field('email')}
        />
        {failure && (
          <p role="alert" className={css.failure}>
            {failure}
          </p>
        )}
        <div className={css.actions}>
          <Button type="submit" variant="primary" loading={send.isPending}>
            {t`Unsubscribe`}
          </Button>
        </div>
      </form>
    </div>
  )
}
