import { Trans } from '@lingui/react/macro'
import { EventGridPending } from './EventGridPending'
import * as css from './HomeSection.css'

/** The events home while its list loads: the heading, room for the banners, cards to come. */
export function EventsPending() {
  return (
    <div className={css.page}>
      <div className={css.section}>
        <h1 className={css.title}>
          <Trans>Events</Trans>
        </h1>
        <div className={css.bannerSpace} />
      </div>
      <EventGridPending />
    </div>
  )
}
