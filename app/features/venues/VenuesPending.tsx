import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import * as css from './VenuesScreen.css'

/** A venue page or the venue list while it loads. */
export function VenuesPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading venues`}>
      <div className={css.page}>
        <Skeleton width="50%" height="2.5rem" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </div>
    </SkeletonGroup>
  )
}
