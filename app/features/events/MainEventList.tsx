import { ButtonLink } from '@design-system/ButtonLink'
import { EmptyState } from '@design-system/EmptyState'
import { Pagination } from '@design-system/Pagination'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EventGrid } from './EventGrid'
import { homeEventsQuery } from './homeEvents'
import { type HomeSearch, homePageSize, isFiltered } from './homeSearch'
import { useHomeLinks } from './useHomeLinks'

/** The home's main list for the filters and tab in the address, a page at a time. */
export function MainEventList({ search }: { search: HomeSearch }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(homeEventsQuery(search))
  const links = useHomeLinks(search)
  if (data.data.length === 0) {
    return isFiltered(search) ? (
      <EmptyState
        title={t`No events match your choice.`}
        hint={t`Try another date, region or category, or see every event on sale.`}
        action={
          <ButtonLink href={links.href({ tab: search.tab })} variant="secondary">
            {t`Show all events`}
          </ButtonLink>
        }
      />
    ) : (
      <EmptyState
        title={t`No events are on sale right now.`}
        hint={t`New events go on sale every week. Please come back soon.`}
      />
    )
  }
  const pageCount = Math.ceil(data.total / homePageSize)
  return (
    <>
      <EventGrid events={data.data} headingLevel={3} eagerPosters={2} />
      <Pagination
        page={Math.min(search.page ?? 1, pageCount)}
        pageCount={pageCount}
        hrefFor={(page) => links.href({ ...search, page: page === 1 ? undefined : page })}
        label={t`Pages of events`}
      />
    </>
  )
}
