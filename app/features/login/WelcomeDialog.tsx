import { ButtonLink } from '@design-system/ButtonLink'
import { Dialog } from '@design-system/Dialog'
import { useLingui } from '@lingui/react/macro'

/**
 * After a one-time-password login (spec §4): welcome, and the two ways on, back to the home
 * page or on to other verification (the member's details and sign-ins, in member info).
 */
export function WelcomeDialog({
  name,
  open,
  onOpenChange,
}: {
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Welcome, ${name}`}
      description={t`You have logged in with a one-time password. Go back to the home page, or verify your other details, such as your mobile number and address.`}
      footer={
        <>
          <ButtonLink href="/Member/MemberInfo.html" variant="secondary">
            {t`Other verification`}
          </ButtonLink>
          <ButtonLink href="/Events.html" variant="primary">
            {t`Back to home`}
          </ButtonLink>
        </>
      }
    />
  )
}
