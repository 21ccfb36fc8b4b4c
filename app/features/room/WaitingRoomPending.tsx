import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** The waiting page while the event and its room load: the heading and the card to come. */
export function WaitingRoomPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the waiting room`}>
      <Stack gap="xl">
        <Skeleton width="30%" />
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton shape="block" height="14rem" />
      </Stack>
    </SkeletonGroup>
  )
}
