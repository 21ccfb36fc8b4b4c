import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Skeleton } from '@design-system/Skeleton'
import { Trans } from '@lingui/react/macro'
import { EventGridPending } from './EventGridPending'

/** The events home while its list loads: the heading, room for the banners, cards to come. */
export function EventsPending() {
  return (
    <Stack gap="xxl">
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Events</Trans>
        </Heading>
        <Skeleton shape="banner" />
      </Stack>
      <EventGridPending />
    </Stack>
  )
}
