import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import * as css from './EventScreen.css'

/** The event page while the event loads: poster and facts in the shape to come. */
export function EventPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the event`}>
      <div className={css.top}>
        <Skeleton shape="block" className={css.poster} />
        <div className={css.facts}>
          <Skeleton width="80%" height="2.5rem" />
          <Skeleton width="40%" />
          <Skeleton width="55%" />
          <Skeleton width="60%" />
          <Skeleton shape="block" height="8rem" />
        </div>
      </div>
    </SkeletonGroup>
  )
}
