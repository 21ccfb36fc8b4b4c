import { Columns, Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** The event page while the event loads: poster and facts in the shape to come. */
export function EventPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the event`}>
      <Columns template="asideLarge" gap="xl">
        <Skeleton shape="poster" />
        <Stack gap="md">
          <Skeleton width="80%" height="2.5rem" />
          <Skeleton width="40%" />
          <Skeleton width="55%" />
          <Skeleton width="60%" />
          <Skeleton shape="block" height="8rem" />
        </Stack>
      </Columns>
    </SkeletonGroup>
  )
}
