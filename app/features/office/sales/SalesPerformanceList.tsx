import { formatCount, formatDateTime } from '@design-system/format'
import { Link } from '@design-system/Link'
import { Table } from '@design-system/Table'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../../api/queries'

type Row = Schemas['OfficeSalesPerformanceList']['data'][number]

/** Every performance, the latest first, each a link to its figures. */
export function SalesPerformanceList({ performances }: { performances: readonly Row[] }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return (
    <Table
      caption={t`Choose a performance`}
      rows={performances}
      rowKey={(row) => String(row.id)}
      empty={t`There are no performances yet.`}
      columns={[
        {
          key: 'event',
          header: t`Event`,
          rowHeader: true,
          render: (row) => (
            <Link href={`/Office/Sales.html?performance=${row.id}`}>
              {row.eventTitle[locale as keyof Row['eventTitle']] ?? row.eventTitle['zh-Hant']}
            </Link>
          ),
        },
        {
          key: 'startsAt',
          header: t`Performance`,
          render: (row) => formatDateTime(row.startsAt, locale),
        },
        {
          key: 'seating',
          header: t`Seating`,
          render: (row) => (row.seating === 'reserved' ? t`Reserved` : t`Free seating`),
        },
        {
          key: 'sold',
          header: t`Sold`,
          align: 'end',
          render: (row) => formatCount(row.sold, locale),
        },
      ]}
    />
  )
}
