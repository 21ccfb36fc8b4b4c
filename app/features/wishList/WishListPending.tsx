import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'

/** The wish list while it loads, and for its 1.5 seconds of loading flag (spec §4, §9). */
export function WishListPending() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <SkeletonGroup label={t`Loading your wish list`}>
        <Skeleton width="60%" />
        <Skeleton shape="block" height="12rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonGroup>
    </Stack>
  )
}
