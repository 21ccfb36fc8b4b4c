import { Checkbox } from '@design-system/Checkbox'
import { Link } from '@design-system/Link'
import { Trans } from '@lingui/react/macro'

/** "I have read and agree to the Terms and Conditions", ticked before a one-time password. */
export function TermsCheckbox({
  checked,
  onCheckedChange,
  error,
}: {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  error?: string
}) {
  return (
    <Checkbox
      label={
        <Trans>
          I have read and agree to the{' '}
          <Link href="/ReleaseNotes.html#termsconditions" external>
            Terms and Conditions
          </Link>
        </Trans>
      }
      required
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      error={error}
    />
  )
}
