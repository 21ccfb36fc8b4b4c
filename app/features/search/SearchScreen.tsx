import { ButtonLink } from '@design-system/ButtonLink'
import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Pagination } from '@design-system/Pagination'
import { SearchBox } from '@design-system/SearchBox'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { searchQuery } from '../../api/queries'
import { EventGrid } from '../events/EventGrid'
import { type SearchPageSearch, searchPageSize } from './searchSearch'

function Results({ q, page }: { q: string; page?: number }) {
  const { t } = useLingui()
  const router = useRouter()
  const { data } = useSuspenseQuery(searchQuery(q, page))
  if (data.total === 0) {
    return (
      <EmptyState
        kind="nothingFound"
        search={q}
        action={
          <ButtonLink href="/Events.html" variant="secondary">
            {t`Browse the events on sale`}
          </ButtonLink>
        }
      />
    )
  }
  const pageCount = Math.ceil(data.total / searchPageSize)
  const total = data.total
  return (
    <>
      <Text role="status" tone="muted">
        {total === 1 ? t`1 event found for “${q}”` : t`${total} events found for “${q}”`}
      </Text>
      <EventGrid events={data.data} headingLevel={2} />
      <Pagination
        page={Math.min(page ?? 1, pageCount)}
        pageCount={pageCount}
        hrefFor={(next) =>
          router.buildLocation({
            to: '/Search.html',
            search: { q, page: next === 1 ? undefined : next },
          }).href
        }
        label={t`Pages of results`}
      />
    </>
  )
}

/**
 * Search by event, artist, presenter or venue: the text and page live in the address; results
 * as cards, or "Nothing found for …" with a way on. The route loads the results.
 */
export function SearchScreen({ search }: { search: SearchPageSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (
    <Stack gap="xl">
      <Heading level={1}>{t`Search`}</Heading>
      <SearchBox
        key={search.q ?? ''}
        defaultValue={search.q}
        showLabel
        onSearch={(q) => {
          navigate({ to: '/Search.html', search: { q } }).catch(() => undefined)
        }}
      />
      {search.q ? (
        <Results q={search.q} page={search.page} />
      ) : (
        <Text tone="muted">
          {t`Type the name of an event, an artist, a presenter or a venue, in English or Chinese.`}
        </Text>
      )}
    </Stack>
  )
}
