import { EmptyState } from '@design-system/EmptyState'
import { formatCount, formatDateTime, formatHkd, formatLongDate } from '@design-system/format'
import { Table, type TableColumn } from '@design-system/Table'
import { useLingui } from '@lingui/react/macro'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { pointHistoryTypeNames } from './pointHistoryNames'

type Entry = Schemas['PointHistoryEntry']

export interface PointHistoryTableProps {
  caption: string
  entries: readonly Entry[]
  /** The top-ups history leaves out what only spending has (and the kind, always "Bought"). */
  topUpsOnly?: boolean
  empty: string
}

/** Points entries, newest first: when, what, how many points (+ added, − spent) and expiry. */
export function PointHistoryTable({ caption, entries, topUpsOnly, empty }: PointHistoryTableProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const signed = (points: number) =>
    points > 0 ? `+${formatCount(points, locale)}` : `−${formatCount(-points, locale)}`
  const columns: (TableColumn<Entry> | false)[] = [
    { key: 'at', header: t`Date`, rowHeader: true, render: (e) => formatDateTime(e.at, locale) },
    !topUpsOnly && {
      key: 'type',
      header: t`Kind`,
      render: (e) => i18n._(pointHistoryTypeNames[e.type]),
    },
    { key: 'description', header: t`Details`, render: (e) => localizedText(e.description, locale) },
    { key: 'txnNo', header: t`Transaction no.`, render: (e) => e.txnNo ?? '' },
    { key: 'points', header: t`Points`, align: 'end', render: (e) => signed(e.points) },
    {
      key: 'paymentAmount',
      header: t`Paid`,
      align: 'end',
      render: (e) => (e.paymentAmount === undefined ? '' : formatHkd(e.paymentAmount, locale)),
    },
    {
      key: 'expiryDate',
      header: t`Expires`,
      render: (e) => (e.expiryDate ? formatLongDate(`${e.expiryDate}T00:00:00+08:00`, locale) : ''),
    },
  ]
  return (
    <Table<Entry>
      caption={caption}
      rows={entries}
      rowKey={(e) => String(e.id)}
      columns={columns.filter((column): column is TableColumn<Entry> => column !== false)}
      empty={<EmptyState title={empty} />}
    />
  )
}
