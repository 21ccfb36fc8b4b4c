import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { errorMessages } from '../../../domain/errors'
import { unsubscribeSchema } from '../../../domain/forms/newsletter'
import { isApiError } from '../../api/errors'
import { unsubscribeMutation } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import { EmailField } from './EmailField'
import { FormEnd } from './FormEnd'
import { failedFields, formRefusal } from './formFailure'
import { useSchemaForm } from './useSchemaForm'

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
  const fields = useSchemaForm(unsubscribeSchema, { email })
  // failures are told here, by the form (quiet: no notification as well)
  const send = useMutation({ ...mutation, meta: { quiet: true } })
  // an address we do not know is the email field's problem
  const notRegistered = isApiError(send.error, 'EMAIL_NOT_REGISTERED')

  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <form
        noValidate
        onSubmit={fields.submit(
          (form, onError) => send.mutate(form.email, { onSuccess: onDone, onError }),
          (error) => ({
            fields: isApiError(error, 'EMAIL_NOT_REGISTERED')
              ? { email: i18n._(errorMessages.EMAIL_NOT_REGISTERED) }
              : failedFields(error),
          }),
        )}
      >
        <Stack gap="lg" maxWidth="form">
          <Text>
            {t`Enter the email address the newsletter comes to. We will stop sending it straight away.`}
          </Text>
          <EmailField {...fields.field('email')} />
          <FormEnd
            failure={notRegistered ? undefined : formRefusal(send.error, i18n)}
            sending={send.isPending}
          >
            {t`Unsubscribe`}
          </FormEnd>
        </Stack>
      </form>
    </Stack>
  )
}
