import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'

/** A purchase step while it loads: the heading, the steps and a block in the shape to come. */
export function BuyPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the purchase`}>
      <Stack gap="xl">
        <Skeleton width="30%" />
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton shape="block" height="3rem" />
        <Skeleton shape="block" height="16rem" />
      </Stack>
    </SkeletonGroup>
  )
}

/** One step's content while its data loads (a seat plan, the basket). */
export function StepPending() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading`}>
      <Skeleton shape="block" height="16rem" />
    </SkeletonGroup>
  )
}
