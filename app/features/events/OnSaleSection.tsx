import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { OnSaleTabs } from '@design-system/OnSaleTabs'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { memo, Suspense, useId } from 'react'
import { EventGridPending } from './EventGridPending'
import { HomeFilters } from './HomeFilters'
import type { HomeSearch } from './homeSearch'
import { MainEventList } from './MainEventList'
import { useHomeLinks } from './useHomeLinks'

/**
 * The events on sale: filters, the three on-sale tabs and the list of the chosen tab. Kept
 * (memo) while its address and heading stay: the answers arriving for the rest of the home
 * draw the page above it again, never its dozen cards.
 */
export const OnSaleSection = memo(function OnSaleSection({
  search,
  heading,
}: {
  search: HomeSearch
  heading: string
}) {
  const { t } = useLingui()
  const headingId = useId()
  const links = useHomeLinks(search)
  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg">
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      <HomeFilters search={search} />
      <OnSaleTabs
        value={search.tab ?? 'all'}
        onChange={(tab) => links.change({ tab: tab === 'all' ? undefined : tab })}
      >
        {/* a new filter keeps the page and shows cards in the making while its list loads */}
        <Suspense fallback={<EventGridPending />}>
          <MainEventList search={search} />
        </Suspense>
      </OnSaleTabs>
      <Text tone="muted">{t`Dates and times are Hong Kong time.`}</Text>
    </Stack>
  )
})
