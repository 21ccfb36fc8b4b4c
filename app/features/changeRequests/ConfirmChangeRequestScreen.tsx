import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { customerServiceHotline } from '../../../domain/contact'
import { errorMessages } from '../../../domain/errors'
import { confirmChangeRequestMutation } from '../../api/queries'
import { LinkProblem } from '../account/LinkProblem'
import { Outcome } from '../account/Outcome'
import { useFollowedLink } from '../account/useFollowedLink'

/**
 * The page a visitor's confirmation mail links to (`/ConfirmChangeRequest.html?token=…`):
 * confirms the change request at once and says how it went: taken, with its reference
 * number, or refused with the catalogue's message (an expired link: send the form again).
 */
export function ConfirmChangeRequestScreen({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const { call: confirm, broken } = useFollowedLink(token, confirmChangeRequestMutation)

  if (confirm.isSuccess) {
    const reference = confirm.data.referenceNo
    return (
      <Outcome level={1} title={t`Thank you. Your change request is confirmed.`}>
        <Text>{t`Your reference number is ${reference}.`}</Text>
        <Text>
          {t`We will contact you once the change is made. If you call us about it on ${customerServiceHotline}, please give the reference number.`}
        </Text>
      </Outcome>
    )
  }
  if (broken || confirm.isError) {
    return (
      <LinkProblem
        title={t`Your change request could not be confirmed`}
        broken={broken}
        error={confirm.error}
        fallback={errorMessages.CONFIRMATION_LINK_EXPIRED}
      />
    )
  }
  return (
    <Stack gap="xl" maxWidth="large">
      <Heading level={1}>{t`Confirming your change request`}</Heading>
      <SkeletonGroup label={t`Confirming your change request`}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    </Stack>
  )
}
