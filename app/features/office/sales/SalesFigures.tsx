import { Button } from '@design-system/Button'
import { DataList } from '@design-system/DataList'
import { formatCount, formatDateTime, formatHkd } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Inline, Stack } from '@design-system/layout'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { TimeChart } from '@design-system/TimeChart'
import { useLingui } from '@lingui/react/macro'
import { ticketTypeLabels } from '../../../../domain/ticketTypes'
import type { OfficeSalesFile, Schemas } from '../../../api/queries'

type Figures = Schemas['OfficePerformanceSales']
type Zone = Figures['zones'][number]
type ZoneType = Zone['ticketTypes'][number] & { zone: Zone }

export interface SalesFiguresProps {
  figures: Figures
  /** the downloads, for the roles that may have them (none: no download buttons) */
  onDownload?: ((file: OfficeSalesFile) => void) | undefined
  /** the download under way */
  downloading?: OfficeSalesFile | undefined
}

/** One performance's figures: the totals, by zone, by zone and type, revenue by day, downloads. */
export function SalesFigures({ figures, onDownload, downloading }: SalesFiguresProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const text = (value: Schemas['LocalizedText']) =>
    value[locale as keyof Schemas['LocalizedText']] ?? value['zh-Hant']
  const money = (value: number) => formatHkd(value, locale)
  const count = (value: number) => formatCount(value, locale)
  const { performance, totals } = figures
  const byType: ZoneType[] = figures.zones.flatMap((zone) =>
    zone.ticketTypes.map((type) => ({ ...type, zone })),
  )
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Heading level={2} size="lg">
          {text(performance.eventTitle)}
        </Heading>
        <DataList valueAlign="end">
          <DataList.Item label={t`Performance`}>
            {formatDateTime(performance.startsAt, locale)}
          </DataList.Item>
          <DataList.Item label={t`Places in all`}>{count(totals.capacity)}</DataList.Item>
          <DataList.Item label={t`Sold`}>{count(totals.sold)}</DataList.Item>
          <DataList.Item label={t`Held in baskets now`}>{count(totals.held)}</DataList.Item>
          <DataList.Item label={t`Held back by the house`}>{count(totals.blocked)}</DataList.Item>
          <DataList.Item label={t`Available`}>{count(totals.available)}</DataList.Item>
          <DataList.Item label={t`Ticket revenue`} strong>
            {money(totals.revenue)}
          </DataList.Item>
        </DataList>
      </Stack>

      {onDownload ? (
        <Inline gap="md">
          <Button
            variant="secondary"
            loading={downloading === 'sales'}
            onClick={() => onDownload('sales')}
          >
            {t`Download the sales (CSV)`}
          </Button>
          <Button
            variant="secondary"
            loading={downloading === 'attendees'}
            onClick={() => onDownload('attendees')}
          >
            {t`Download the attendee list (CSV)`}
          </Button>
        </Inline>
      ) : null}

      <Table
        caption={t`By price zone`}
        rows={figures.zones}
        rowKey={(zone) => String(zone.priceZoneId)}
        empty={t`This performance has no price zones yet.`}
        columns={[
          {
            key: 'name',
            header: t`Price zone`,
            rowHeader: true,
            render: (zone) => text(zone.name),
          },
          { key: 'price', header: t`Price`, align: 'end', render: (zone) => money(zone.price) },
          {
            key: 'capacity',
            header: t`Places`,
            align: 'end',
            render: (zone) => count(zone.capacity),
          },
          { key: 'sold', header: t`Sold`, align: 'end', render: (zone) => count(zone.sold) },
          { key: 'held', header: t`Held`, align: 'end', render: (zone) => count(zone.held) },
          { key: 'blocked', header: t`House`, align: 'end', render: (zone) => count(zone.blocked) },
          {
            key: 'available',
            header: t`Available`,
            align: 'end',
            render: (zone) => count(zone.available),
          },
          {
            key: 'revenue',
            header: t`Revenue`,
            align: 'end',
            render: (zone) => money(zone.revenue),
          },
        ]}
      />

      <Table
        caption={t`By price zone and ticket type`}
        rows={byType}
        rowKey={(row) => `${row.zone.priceZoneId}:${row.ticketType}`}
        empty={t`This performance has no price zones yet.`}
        columns={[
          { key: 'zone', header: t`Price zone`, render: (row) => text(row.zone.name) },
          {
            key: 'type',
            header: t`Ticket type`,
            rowHeader: true,
            render: (row) => i18n._(ticketTypeLabels[row.ticketType]),
          },
          {
            key: 'price',
            header: t`Price`,
            align: 'end',
            render: (row) => (row.price === undefined ? '' : money(row.price)),
          },
          { key: 'sold', header: t`Sold`, align: 'end', render: (row) => count(row.sold) },
          { key: 'held', header: t`Held`, align: 'end', render: (row) => count(row.held) },
          {
            key: 'left',
            header: t`Left of its quota`,
            align: 'end',
            render: (row) =>
              row.quotaLeft === undefined
                ? t`No quota`
                : `${count(row.quotaLeft)} / ${count(row.quota ?? 0)}`,
          },
          { key: 'revenue', header: t`Revenue`, align: 'end', render: (row) => money(row.revenue) },
        ]}
      />

      <Stack gap="md">
        <Heading level={2} size="md">
          {t`Revenue by day`}
        </Heading>
        <TimeChart
          label={t`Ticket revenue by day of purchase (Hong Kong time)`}
          dateHeader={t`Day of purchase`}
          valueHeader={t`Revenue`}
          formatValue={money}
          points={figures.revenueByDay.map((day) => ({ date: day.date, value: day.revenue }))}
          empty={<Text>{t`Nothing sold yet.`}</Text>}
        />
      </Stack>
    </Stack>
  )
}
