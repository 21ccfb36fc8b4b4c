import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { EventGridPending } from './EventGridPending'

/** The past events page while its list loads. */
export function PastEventsPending() {
  const { t } = useLingui()
  return (
    <Stack gap="xxl">
      <Heading level={1}>{t`Past events`}</Heading>
      <EventGridPending />
    </Stack>
  )
}
