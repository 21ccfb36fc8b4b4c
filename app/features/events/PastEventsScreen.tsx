import { CategoryNav } from '@design-system/CategoryNav'
import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Pagination } from '@design-system/Pagination'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { categoriesQuery, pastEventsQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { EventGrid } from './EventGrid'
import { type PastSearch, pastFilters, pastPageSize } from './pastSearch'

/** Events that have taken place, newest first, by category, a page at a time. */
export function PastEventsScreen({ search }: { search: PastSearch }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const { data } = useSuspenseQuery(pastEventsQuery(pastFilters(search)))
  const categories = useQuery({ ...categoriesQuery(), meta: { quiet: true } })
  const href = (next: PastSearch) =>
    router.buildLocation({ to: '/PastEvents.html', search: next }).href
  const pageCount = Math.ceil(data.total / pastPageSize)
  return (
    <Stack gap="xxl">
      <Stack gap="lg">
        <Heading level={1}>{t`Past events`}</Heading>
        <Text tone="muted">{t`Events that have already taken place, the latest first.`}</Text>
        {!categories.isError && (
          <CategoryNav
            loading={!categories.data}
            current={search.category ?? null}
            items={[
              { id: null, label: t`All categories`, href: href({}) },
              ...(categories.data?.data ?? []).map((category) => ({
                id: category.code,
                label: localizedText(category.name, i18n.locale),
                href: href({ category: category.code }),
              })),
            ]}
          />
        )}
      </Stack>
      {data.data.length === 0 ? (
        <EmptyState
          title={t`No past events in this category.`}
          hint={t`Choose another category or see every past event.`}
        />
      ) : (
        <>
          <EventGrid events={data.data} headingLevel={2} />
          <Pagination
            page={Math.min(search.page ?? 1, pageCount)}
            pageCount={pageCount}
            hrefFor={(page) => href({ ...search, page: page === 1 ? undefined : page })}
            label={t`Pages of past events`}
          />
        </>
      )}
    </Stack>
  )
}
