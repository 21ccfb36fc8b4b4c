import { EmptyState } from '@design-system/EmptyState'
import { formatDateTime, formatHkd } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Box, Stack } from '@design-system/layout'
import { Select } from '@design-system/Select'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type Schemas, transactionsQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { useNow } from '../../startup/useNow'
import { usePageInfo } from '../shell/usePageInfo'
import { monthLabel } from './monthLabel'
import { transactionHref } from './transactionHref'
import { monthChoices, shownMonth } from './txnHistorySearch'

type Summary = Schemas['TransactionSummary']

export interface TxnHistoryScreenProps {
  /** The month in the address, if any. */
  month: string | undefined
  onMonthChange: (month: string) => void
  /** Stands in for the clock in stories. */
  now?: Date
}

/**
 * The member's purchases in one of the previous six months (spec §2), newest first, each
 * linking to its details; "No matching transactions" for a month without any. The route has
 * loaded the month already.
 */
export function TxnHistoryScreen({ month: asked, onMonthChange, now }: TxnHistoryScreenProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const info = usePageInfo()
  const ticking = useNow()
  const today = now ?? ticking
  const month = shownMonth(today, asked)
  const { data } = useSuspenseQuery(transactionsQuery(month))
  const shown = monthLabel(month, locale)

  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <Text tone="muted">
        {t`Your purchases of the previous six months. Choose a month to see what you bought in it.`}
      </Text>
      <Box maxWidth="xsmall">
        <Select
          label={t`Month`}
          value={month}
          onChange={(event) => onMonthChange(event.target.value)}
          options={monthChoices(today).map((value) => ({
            value,
            label: monthLabel(value, locale),
          }))}
        />
      </Box>
      <Table<Summary>
        caption={t`Transactions in ${shown}`}
        rows={data.data}
        rowKey={(row) => row.txnNo}
        empty={
          <EmptyState
            kind="noMatchingTransactions"
            hint={t`You bought nothing in ${shown}. Choose another month above.`}
          />
        }
        columns={[
          {
            key: 'txnNo',
            header: t`Transaction no.`,
            rowHeader: true,
            render: (row) => <Link href={transactionHref(row.txnNo)}>{row.txnNo}</Link>,
          },
          {
            key: 'purchasedAt',
            header: t`Purchased`,
            render: (row) => formatDateTime(row.purchasedAt, locale),
          },
          { key: 'event', header: t`Event`, render: (row) => localizedText(row.event, locale) },
          {
            key: 'showStartsAt',
            header: t`Performance`,
            render: (row) => formatDateTime(row.showStartsAt, locale),
          },
          { key: 'venue', header: t`Venue`, render: (row) => localizedText(row.venue, locale) },
          { key: 'ticketCount', header: t`Tickets`, align: 'end' },
          {
            key: 'grandTotal',
            header: t`Grand total`,
            align: 'end',
            render: (row) => formatHkd(row.grandTotal, locale),
          },
          // spec §4: Complete is the only status shown
          { key: 'status', header: t`Status`, render: () => t`Completed` },
        ]}
      />
    </Stack>
  )
}
