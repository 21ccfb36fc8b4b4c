import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type Schemas, venueQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { venueMapHref } from '../venues/mapHref'
import * as css from './EventScreen.css'

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
      <p className={css.line}>
        <strong>{name}</strong>
      </p>
      {details.data && (
        <dl className={css.definitions}>
          <dt>{t`Address`}</dt>
          <dd>{localizedText(details.data.address, locale)}</dd>
          <dt>{t`District`}</dt>
          <dd>{localizedText(details.data.district, locale)}</dd>
          <dt>{t`Phone`}</dt>
          <dd>
            <Link href={`tel:${details.data.phone.replace(/\s/g, '')}`}>{details.data.phone}</Link>
          </dd>
        </dl>
      )}
      <div className={css.actions}>
        {map && (
          <Link href={map} external variant="standalone">
            {t`Map of ${name}`}
          </Link>
        )}
        <Link href={`/Venue/${venue.id}`} variant="standalone">
          {t`Other events at ${name}`}
        </Link>
      </div>
    </>
  )
}
