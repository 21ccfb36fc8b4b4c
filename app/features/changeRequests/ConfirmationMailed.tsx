import { useLingui } from '@lingui/react/macro'
import { FormSent } from '../forms/FormSent'
import * as formCss from '../forms/Forms.css'

/**
 * A visitor's change request is sent but waits: it takes effect once they open the link mailed
 * to the email the tickets were booked with (the server's confirmChangeRequest).
 */
export function ConfirmationMailed() {
  const { t } = useLingui()
  return (
    <FormSent title={t`Please check your email to confirm your request`}>
      <p className={formCss.text}>
        {t`We have sent a link to the email address the tickets were booked with. Nothing changes until you open it, within 24 hours.`}
      </p>
      <p className={formCss.text}>
        {t`If the email does not arrive, look in your junk mail folder, or send the request again.`}
      </p>
    </FormSent>
  )
}
