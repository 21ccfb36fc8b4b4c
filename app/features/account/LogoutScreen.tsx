import { ButtonLink } from '@design-system/ButtonLink'
import { Link } from '@design-system/Link'
import { Inline } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Account.css'

/** After logging out: said plainly, with the way back in and on. */
export function LogoutScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      <p className={css.text}>
        {t`You have logged out of Citytix. Your member details are no longer shown on this device.`}
      </p>
      <Inline gap="lg">
        <ButtonLink href="/Login.html" variant="primary">
          {t`Log in again`}
        </ButtonLink>
        <Link href="/Events.html" variant="standalone">
          {t`Browse events`}
        </Link>
      </Inline>
    </div>
  )
}
