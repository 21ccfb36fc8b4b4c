import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Forms.css'

/** After unsubscribing: it is done, and where to go from here. */
export function UnsubscribeSuccessScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <div className={css.page}>
      {info && <h1 className={css.pageHeading}>{i18n._(info.title)}</h1>}
      <div className={css.success}>
        <p className={css.successHeading}>{t`You have unsubscribed from the newsletter.`}</p>
        <p className={css.text}>
          {t`We will send no more newsletters to this address. Emails about your purchases and your account still come as usual.`}
        </p>
      </div>
      <ul className={css.form}>
        <li>
          <Link href="/Newsletter.html">{t`Changed your mind? Subscribe again`}</Link>
        </li>
        <li>
          <Link href="/Events.html">{t`Browse events`}</Link>
        </li>
      </ul>
    </div>
  )
}
