import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { EventGridPending } from '../events/EventGridPending'
import { usePageInfo } from '../shell/usePageInfo'

export function FavouritesPending() {
  const { i18n } = useLingui()
  const info = usePageInfo()
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <EventGridPending />
    </Stack>
  )
}
