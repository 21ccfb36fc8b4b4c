import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'
import * as css from './Member.css'

/**
 * A member page while its data loads: the page's heading already, and rows in the shape of the
 * list or record to come.
 */
export function MemberPending({ label }: { label?: string }) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      <SkeletonGroup label={label ?? t`Loading your details`}>
        <Skeleton width="16rem" height="2.75rem" />
        <Skeleton />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </SkeletonGroup>
    </div>
  )
}
