import { useLingui } from '@lingui/react/macro'
import { EventGridPending } from './EventGridPending'
import * as css from './HomeSection.css'

/** The past events page while its list loads. */
export function PastEventsPending() {
  const { t } = useLingui()
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t`Past events`}</h1>
      <EventGridPending />
    </div>
  )
}
