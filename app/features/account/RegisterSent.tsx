import { Button } from '@design-system/Button'
import { Link } from '@design-system/Link'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { FormRefused } from '../forms/FormRefused'
import { useAccountCalls } from './accountCalls'
import { placeFailure } from './failurePlace'
import { Outcome } from './Outcome'

/**
 * After registering: the account waits for its activation link, mailed to `email`. The mail
 * can be sent again (the server answers the same for any address).
 */
export function RegisterSent({ email }: { email: string }) {
  const { t, i18n } = useLingui()
  const calls = useAccountCalls()
  const resend = useMutation({ ...calls.resendActivation, meta: { quiet: true } })
  const failure = resend.isError ? placeFailure(resend.error, [], i18n).form : undefined
  return (
    <Outcome title={t`Check your email`}>
      <Text>
        {t`We have sent a link to ${email}. Open it within 24 hours to activate your account, then log in.`}
      </Text>
      <Text>{t`No email? Look in your junk mail folder, or we can send it again.`}</Text>
      {resend.isSuccess ? (
        <Text role="status">{t`We have sent the activation email again.`}</Text>
      ) : (
        <div>
          <Button
            variant="secondary"
            loading={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {t`Send the activation email again`}
          </Button>
        </div>
      )}
      <FormRefused message={failure} />
      <Text>
        <Link href="/Login.html" variant="standalone">
          {t`Go to member login`}
        </Link>
      </Text>
    </Outcome>
  )
}
