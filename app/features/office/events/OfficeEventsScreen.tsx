import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { EmptyState } from '@design-system/EmptyState'
import { Link } from '@design-system/Link'
import { Inline, Stack } from '@design-system/layout'
import { Pagination } from '@design-system/Pagination'
import { SearchBox } from '@design-system/SearchBox'
import { Select } from '@design-system/Select'
import { Spinner } from '@design-system/Spinner'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type OfficeEventFilters, officeEventsQuery, type Schemas } from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { OfficePage } from '../shell/OfficePage'
import { EventStatusBadge } from './EventStatusBadge'

/** Events per page of the office's list (the operation's default). */
const pageSize = 20

export interface OfficeEventsScreenProps {
  /** The search in the address: title words, status, page. */
  search: OfficeEventFilters
  onSearch: (search: OfficeEventFilters) => void
}

/**
 * The box office's events (GET /api/office/events): every event, drafts first, found by title
 * and kept to drafts or published ones; each opens its form, and "New event" starts one.
 */
export function OfficeEventsScreen({ search, onSearch }: OfficeEventsScreenProps) {
  const { t } = useLingui()
  const list = useQuery(officeEventsQuery(search))
  const page = search.page ?? 1
  const statusOptions = [
    { value: '', label: t`Drafts and published` },
    { value: 'draft', label: t`Drafts only` },
    { value: 'published', label: t`Published only` },
  ]
  return (
    <OfficePage title={t`Events`}>
      <Stack gap="lg">
        <Inline gap="md" justify="between">
          <Text>{t`Drafts are seen only in the box office. Publish an event to show it to visitors.`}</Text>
          <ButtonLink href="/Office/Event.html" variant="primary">
            {t`New event`}
          </ButtonLink>
        </Inline>
        <Inline gap="lg">
          <SearchBox
            showLabel
            label={t`Search by title`}
            placeholder={t`A word of the title`}
            defaultValue={search.q}
            onSearch={(q) => onSearch({ ...search, q, page: undefined })}
            onClear={() => onSearch({ ...search, q: undefined, page: undefined })}
          />
          <Select
            label={t`Status`}
            options={statusOptions}
            value={search.status ?? ''}
            onChange={(event) => {
              const value = event.target.value
              onSearch({
                ...search,
                status: value === 'draft' || value === 'published' ? value : undefined,
                page: undefined,
              })
            }}
          />
        </Inline>
        {list.isPending ? (
          <Spinner label={t`Loading events`} />
        ) : list.isError ? (
          <Callout tone="danger" title={t`The events could not be loaded`}>
            <Text>{t`Please try again in a moment.`}</Text>
          </Callout>
        ) : (
          <EventTable
            events={list.data.data}
            empty={
              search.q || search.status ? (
                <EmptyState
                  title={t`No event matches`}
                  hint={t`Try other words, or show drafts and published events.`}
                />
              ) : (
                <EmptyState title={t`No events yet`} hint={t`Start one with "New event".`} />
              )
            }
          />
        )}
        {list.data && list.data.total > pageSize && (
          <Pagination
            page={page}
            pageCount={Math.ceil(list.data.total / pageSize)}
            label={t`Pages of events`}
            onPageChange={(next) => onSearch({ ...search, page: next })}
          />
        )}
      </Stack>
    </OfficePage>
  )
}

/** The events, each title a link to its form. */
function EventTable({
  events,
  empty,
}: {
  events: Schemas['OfficeEventSummary'][]
  empty: ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <Table
      caption={t`Events`}
      rowKey={(event) => String(event.id)}
      rows={events}
      empty={empty}
      columns={[
        {
          key: 'title',
          header: t({ message: 'Title', context: 'the name of an event or a notice' }),
          rowHeader: true,
          render: (event) => (
            <Link href={`/Office/Event.html?id=${event.id}`}>
              {localizedText(event.title, locale)}
            </Link>
          ),
        },
        {
          key: 'status',
          header: t`Status`,
          render: (event) => <EventStatusBadge status={event.status} />,
        },
        {
          key: 'venue',
          header: t`Venue`,
          render: (event) => localizedText(event.venue.name, locale),
        },
        {
          key: 'performances',
          header: t`Performances`,
          align: 'end',
          render: (event) => event.performanceCount,
        },
        { key: 'id', header: t`Event number`, align: 'end', render: (event) => event.id },
      ]}
    />
  )
}
