import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'

/**
 * A member page while its data loads: the page's heading already, and rows in the shape of the
 * list or record to come.
 */
export function MemberPending({ label }: { label?: string }) {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <SkeletonGroup label={label ?? t`Loading your details`}>
        <Skeleton width="16rem" height="2.75rem" />
        <Skeleton />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </SkeletonGroup>
    </Stack>
  )
}
