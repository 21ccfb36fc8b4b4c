import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import * as css from '../member/Member.css'
import { usePageInfo } from '../shell/usePageInfo'

/** The wish list while it loads, and for its 1.5 seconds of loading flag (spec §4, §9). */
export function WishListPending() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      <SkeletonGroup label={t`Loading your wish list`}>
        <Skeleton width="60%" />
        <Skeleton shape="block" height="12rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonGroup>
    </div>
  )
}
