import { Link } from '@design-system/Link'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { errorMessages } from '../../../domain/errors'
import { confirmChangeRequestMutation } from '../../api/queries'
import { customerServiceHotline } from '../../site/contact'
import * as css from '../account/Account.css'
import { placeFailure } from '../account/failurePlace'
import { Outcome } from '../account/Outcome'
import { useFollowedLink } from '../account/useFollowedLink'

/**
 * The page a visitor's confirmation mail links to (`/ConfirmChangeRequest.html?token=…`):
 * confirms the change request at once and says how it went: taken, with its reference
 * number, or refused with the catalogue's message (an expired link: send the form again).
 */
export function ConfirmChangeRequestScreen({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui()
  const { call: confirm, broken } = useFollowedLink(token, confirmChangeRequestMutation)

  if (confirm.isSuccess) {
    const reference = confirm.data.referenceNo
    return (
      <Outcome level={1} title={t`Thank you. Your change request is confirmed.`}>
        <p className={css.text}>{t`Your reference number is ${reference}.`}</p>
        <p className={css.text}>
          {t`We will contact you once the change is made. If you call us about it on ${customerServiceHotline}, please give the reference number.`}
        </p>
      </Outcome>
    )
  }
  if (broken || confirm.isError) {
    const why = broken
      ? t`This link is not complete. Please open the link from the email again.`
      : (placeFailure(confirm.error, [], i18n).form ??
        i18n._(errorMessages.CONFIRMATION_LINK_EXPIRED))
    return (
      <Outcome level={1} kind="problem" title={t`Your change request could not be confirmed`}>
        <p className={css.text}>{why}</p>
        <p className={css.text}>
          <Link href="/CS.html" variant="standalone">
            {t`Contact customer service`}
          </Link>
        </p>
      </Outcome>
    )
  }
  return (
    <div className={css.page}>
      <h1 className={css.heading}>{t`Confirming your change request`}</h1>
      <SkeletonGroup label={t`Confirming your change request`}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </SkeletonGroup>
    </div>
  )
}
