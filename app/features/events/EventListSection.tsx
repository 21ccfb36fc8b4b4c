import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { Schemas } from '../../api/queries'
import { EventGrid } from './EventGrid'
import { EventGridPending } from './EventGridPending'

/**
 * One more list of events under a heading (city ticketing network, a festival): cards in the
 * making while it loads; nothing at all when it is empty or cannot be loaded.
 */
export function EventListSection<Key extends QueryKey>({
  heading,
  options,
}: {
  heading: string
  options: UseQueryOptions<Schemas['EventList'], Error, Schemas['EventList'], Key>
}) {
  const headingId = useId()
  const list = useQuery(options)
  if (list.isError || (list.isSuccess && list.data.data.length === 0)) return null
  return (
    <Stack as="section" aria-labelledby={headingId} gap="lg">
      <Heading level={2} id={headingId}>
        {heading}
      </Heading>
      {list.data ? (
        <EventGrid events={list.data.data} headingLevel={3} />
      ) : (
        <EventGridPending cards={3} />
      )}
    </Stack>
  )
}
