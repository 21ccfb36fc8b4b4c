import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Account.css'

/** Member information while it loads: the heading, then the form's shape. */
export function MemberInfoPending() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      <SkeletonGroup label={t`Loading your details`}>
        <Skeleton width="30%" height="1.75rem" />
        <Skeleton width="60%" height="2.75rem" />
        <Skeleton width="60%" height="2.75rem" />
        <Skeleton width="45%" height="2.75rem" />
        <Skeleton width="60%" height="8rem" />
      </SkeletonGroup>
    </div>
  )
}
