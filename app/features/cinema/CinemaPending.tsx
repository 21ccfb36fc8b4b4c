import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import * as buyCss from '../buy/Buy.css'

/** The cinema while the schedule or a show loads. */
export function CinemaPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the cinema schedule`}>
      <div className={buyCss.page}>
        <Skeleton width="40%" height="2.5rem" />
        <Skeleton shape="block" height="3rem" />
        <Skeleton shape="block" height="12rem" />
        <Skeleton shape="block" height="12rem" />
      </div>
    </SkeletonGroup>
  )
}
