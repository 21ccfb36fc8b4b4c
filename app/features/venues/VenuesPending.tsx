import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** A venue page or the venue list while it loads. */
export function VenuesPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading venues`}>
      <Stack gap="xl">
        <Skeleton width="50%" height="2.5rem" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Stack>
    </SkeletonGroup>
  )
}
