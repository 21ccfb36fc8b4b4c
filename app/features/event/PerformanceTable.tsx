import { Badge, type BadgeTone } from '@design-system/Badge'
import { intlLocale } from '@design-system/format'
import { Table } from '@design-system/Table'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { showDate, showTime } from './showTimes'

type Performance = Schemas['Performance']

/** Every performance: date and time (Hong Kong), seating, availability and its price zones (prices in the price table). */
export function PerformanceTable({ event }: { event: Schemas['EventDetail'] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const availability: Record<Performance['status'], { text: string; tone: BadgeTone }> = {
    available: { text: t`Available`, tone: 'success' },
    limited: { text: t`Few tickets left`, tone: 'warning' },
    soldOut: { text: t`Sold out`, tone: 'neutral' },
    notOnSale: { text: t`Not on sale yet`, tone: 'info' },
  }
  const seating: Record<Performance['seating'], string> = {
    reserved: t`Reserved seating`,
    generalAdmission: t`Free seating`,
  }
  const zoneList = new Intl.ListFormat(intlLocale(locale), { style: 'narrow' })
  const zones = new Map(event.priceZones.map((zone) => [zone.id, zone]))
  return (
    <Table<Performance>
      caption={t`Performances`}
      rowKey={(performance) => String(performance.id)}
      rows={event.performances}
      columns={[
        {
          key: 'date',
          header: t`Date`,
          rowHeader: true,
          render: (performance) => showDate(performance.startsAt, locale),
        },
        {
          key: 'time',
          header: t`Time`,
          render: (performance) => (
            <time dateTime={performance.startsAt}>{showTime(performance.startsAt, locale)}</time>
          ),
        },
        {
          key: 'seating',
          header: t`Seating`,
          render: (performance) => seating[performance.seating],
        },
        {
          key: 'status',
          header: t`Tickets`,
          render: (performance) => (
            <Badge tone={availability[performance.status].tone}>
              {availability[performance.status].text}
            </Badge>
          ),
        },
        {
          key: 'prices',
          header: t`Price zones`,
          render: (performance) =>
            zoneList.format(
              performance.priceZoneIds.flatMap((id) => {
                const zone = zones.get(id)
                return zone ? [localizedText(zone.name, locale)] : []
              }),
            ),
        },
      ]}
    />
  )
}
