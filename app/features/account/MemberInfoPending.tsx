import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'

/** Member information while it loads: the heading, then the form's shape. */
export function MemberInfoPending() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl" maxWidth="large">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <SkeletonGroup label={t`Loading your details`}>
        <Skeleton width="30%" height="1.75rem" />
        <Skeleton width="60%" height="2.75rem" />
        <Skeleton width="60%" height="2.75rem" />
        <Skeleton width="45%" height="2.75rem" />
        <Skeleton width="60%" height="8rem" />
      </SkeletonGroup>
    </Stack>
  )
}
