import { DataList } from '@design-system/DataList'
import { Link } from '@design-system/Link'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type Schemas, venueQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { venueMapHref } from '../venues/mapHref'

/** Where the event takes place: address, phone, a map and the venue's other events. */
export function VenueBlock({ venue }: { venue: Schemas['VenueRef'] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  // the address comes with the venue; the name is already on the page meanwhile
  const details = useQuery({ ...venueQuery(venue.id), meta: { quiet: true } })
  const name = localizedText(venue.name, locale)
  const map = details.data ? venueMapHref(details.data) : undefined
  return (
    <>
      <Text>
        <strong>{name}</strong>
      </Text>
      {details.data && (
        <DataList>
          <DataList.Item label={t`Address`}>
            {localizedText(details.data.address, locale)}
          </DataList.Item>
          <DataList.Item label={t`District`}>
            {localizedText(details.data.district, locale)}
          </DataList.Item>
          <DataList.Item label={t`Phone`}>
            <Link href={`tel:${details.data.phone.replace(/\s/g, '')}`}>{details.data.phone}</Link>
          </DataList.Item>
        </DataList>
      )}
      <Inline gap="md">
        {map && (
          <Link href={map} external variant="standalone">
            {t`Map of ${name}`}
          </Link>
        )}
        <Link href={`/Venue/${venue.id}`} variant="standalone">
          {t`Other events at ${name}`}
        </Link>
      </Inline>
    </>
  )
}
