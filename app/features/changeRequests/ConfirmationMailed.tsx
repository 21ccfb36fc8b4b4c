import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { FormSent } from '../forms/FormSent'

/**
 * A visitor's change request is sent but waits: it takes effect once they open the link mailed
 * to the email the tickets were booked with (the server's confirmChangeRequest).
 */
export function ConfirmationMailed() {
  const { t } = useLingui()
  return (
    <FormSent title={t`Please check your email to confirm your request`}>
      <Text>
        {t`We have sent a link to the email address the tickets were booked with. Nothing changes until you open it, within 24 hours.`}
      </Text>
      <Text>
        {t`If the email does not arrive, look in your junk mail folder, or send the request again.`}
      </Text>
    </FormSent>
  )
}
