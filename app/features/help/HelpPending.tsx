import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton, SkeletonGroup } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { usePageInfo } from '../shell/usePageInfo'

/** A help page while its text loads: the heading already, and lines in the shape to come. */
export function HelpPending() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl" maxWidth="prose">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <SkeletonGroup label={t`Loading the page`}>
        <Skeleton width="50%" height="1.75rem" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton width="40%" height="1.75rem" />
        <Skeleton />
        <Skeleton width="65%" />
      </SkeletonGroup>
    </Stack>
  )
}
