import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'

/** What a page shows while its data or code is still on the way (after the router's delay). */
export function PagePending() {
  return (
    <SkeletonGroup>
      <Skeleton width="40%" height="2rem" />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
    </SkeletonGroup>
  )
}
