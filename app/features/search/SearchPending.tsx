import { useLingui } from '@lingui/react/macro'
import { EventGridPending } from '../events/EventGridPending'
import * as css from './SearchScreen.css'

/** The search page while results load. */
export function SearchPending() {
  const { t } = useLingui()
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t`Search`}</h1>
      <EventGridPending cards={3} />
    </div>
  )
}
