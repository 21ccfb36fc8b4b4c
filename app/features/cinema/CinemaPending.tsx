import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** The cinema while the schedule or a show loads. */
export function CinemaPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the cinema schedule`}>
      <Stack gap="xl">
        <Skeleton width="40%" height="2.5rem" />
        <Skeleton shape="block" height="3rem" />
        <Skeleton shape="block" height="12rem" />
        <Skeleton shape="block" height="12rem" />
      </Stack>
    </SkeletonGroup>
  )
}
