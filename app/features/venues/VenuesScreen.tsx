import { EmptyState } from '@design-system/EmptyState'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { RegionFilter } from '@design-system/RegionFilter'
import { Table } from '@design-system/Table'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type Schemas, venuesQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { venueMapHref } from './mapHref'
import type { VenuesSearch } from './venuesSearch'

type Venue = Schemas['VenueList']['data'][number]

/** Every venue, by region: its events, its district and address, and a map. */
export function VenuesScreen({ search }: { search: VenuesSearch }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const navigate = useNavigate()
  const { data } = useSuspenseQuery(venuesQuery(search.region))
  return (
    <Stack gap="xl">
      <Heading level={1}>{t`Venues`}</Heading>
      <RegionFilter
        value={search.region ?? null}
        onChange={(region) => {
          navigate({
            to: '/Venues.html',
            search: { region: region ?? undefined },
            resetScroll: false,
          }).catch(() => undefined)
        }}
      />
      <Table<Venue>
        caption={t`Venues`}
        rowKey={(venue) => venue.id}
        rows={data.data}
        empty={<EmptyState title={t`There are no venues in this region yet.`} />}
        columns={[
          {
            key: 'name',
            header: t`Venue`,
            rowHeader: true,
            render: (venue) => (
              <Link href={`/Venue/${venue.id}`}>{localizedText(venue.name, locale)}</Link>
            ),
          },
          {
            key: 'district',
            header: t`District`,
            render: (venue) => localizedText(venue.district, locale),
          },
          {
            key: 'address',
            header: t`Address`,
            render: (venue) => localizedText(venue.address, locale),
          },
          {
            key: 'map',
            header: t`Map`,
            render: (venue) => {
              const map = venueMapHref(venue)
              const name = localizedText(venue.name, locale)
              return map ? (
                <Link href={map} external>
                  {t`Map of ${name}`}
                </Link>
              ) : (
                ''
              )
            },
          },
        ]}
      />
    </Stack>
  )
}
