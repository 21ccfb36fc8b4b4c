import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { EventGridPending } from '../events/EventGridPending'

/** The search page while results load. */
export function SearchPending() {
  const { t } = useLingui()
  return (
    <Stack gap="xl">
      <Heading level={1}>{t`Search`}</Heading>
      <EventGridPending cards={3} />
    </Stack>
  )
}
