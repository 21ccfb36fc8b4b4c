import { Badge } from '@design-system/Badge'
import { Callout } from '@design-system/Callout'
import { DataList } from '@design-system/DataList'
import { EmptyState } from '@design-system/EmptyState'
import { formatCount, formatDateTime } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Spinner } from '@design-system/Spinner'
import { Table, type TableColumn } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { officeBallotQuery, type Schemas } from '../../../api/queries'
import { localizedText } from '../../../i18n/localizedText'
import { OfficePage } from '../shell/OfficePage'
import { ballotStateNames, ballotStateTones } from './ballotStates'

type Result = Schemas['OfficeBallotResult']

export interface OfficeBallotScreenProps {
  performanceId: number | undefined
}

/**
 * One performance's ballot (issue #35): its state and, once drawn, the seed the draw published,
 * the order it gave and each wish's result, so anyone can check it against docs/ballot.md.
 */
export function OfficeBallotScreen({ performanceId }: OfficeBallotScreenProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const ballot = useQuery({
    ...officeBallotQuery(performanceId ?? 0),
    enabled: performanceId !== undefined,
  })
  const back = <Link href="/Office/Ballots.html">{t`All ballots`}</Link>

  if (performanceId === undefined || ballot.isError) {
    return (
      <OfficePage title={t`Ballot`}>
        <EmptyState title={t`No such ballot`} hint={t`Choose a ballot from the list.`} />
        {back}
      </OfficePage>
    )
  }
  if (!ballot.data) {
    return (
      <OfficePage title={t`Ballot`}>
        <Spinner label={t`Loading the ballot`} />
      </OfficePage>
    )
  }
  const { ballot: summary, draw } = ballot.data
  const title = localizedText(summary.eventTitle, locale)

  const columns: TableColumn<Result>[] = [
    {
      key: 'place',
      header: t`Place in the order`,
      align: 'end',
      render: (r) => formatCount(r.place, locale),
    },
    { key: 'memberId', header: t`Member`, rowHeader: true, render: (r) => String(r.memberId) },
    {
      key: 'preference',
      header: t`Preference`,
      align: 'end',
      render: (r) => formatCount(r.preference, locale),
    },
    { key: 'priceZone', header: t`Price zone`, render: (r) => localizedText(r.priceZone, locale) },
    {
      key: 'quantity',
      header: t`Tickets`,
      align: 'end',
      render: (r) => formatCount(r.quantity, locale),
    },
    {
      key: 'outcome',
      header: t`Result`,
      render: (r) =>
        r.outcome === 'matched' ? (
          <Badge tone="success">{t`Won`}</Badge>
        ) : (
          <Badge tone="neutral">{t`Not won`}</Badge>
        ),
    },
    { key: 'seats', header: t`Seats`, render: (r) => r.seats.join(', ') },
  ]

  return (
    <OfficePage title={t`Ballot: ${title}`}>
      {back}
      <DataList>
        <DataList.Item label={t`Performance`}>
          {formatDateTime(summary.startsAt, locale)}
        </DataList.Item>
        <DataList.Item label={t`Closes`}>{formatDateTime(summary.closesAt, locale)}</DataList.Item>
        <DataList.Item label={t`State`}>
          <Badge tone={ballotStateTones[summary.state]}>
            {i18n._(ballotStateNames[summary.state])}
          </Badge>
        </DataList.Item>
        <DataList.Item label={t`Wishes`}>{formatCount(summary.wishes, locale)}</DataList.Item>
      </DataList>
      {draw === null ? (
        <Callout tone="info">
          {t`Not drawn yet. The seed, the order and the results show here once the draw has run.`}
        </Callout>
      ) : (
        <Stack gap="lg">
          <DataList>
            <DataList.Item label={t`Drawn`}>{formatDateTime(draw.drawnAt, locale)}</DataList.Item>
            <DataList.Item label={t`Seed`}>
              <Text>{draw.seed}</Text>
            </DataList.Item>
            <DataList.Item label={t`Won`}>{formatCount(draw.matched, locale)}</DataList.Item>
            <DataList.Item label={t`Not won`}>{formatCount(draw.notMatched, locale)}</DataList.Item>
          </DataList>
          <Text>
            {t`The members, sorted by member number, were shuffled with this seed (a Fisher–Yates shuffle driven by HMAC-SHA256 of the seed). Each in turn got the first of their wishes the tickets left could fill.`}
          </Text>
          <Heading level={2} size="md">
            {t`Order and results`}
          </Heading>
          <Table
            caption={t`Each wish's result, in the order of the draw`}
            columns={columns}
            rows={draw.results}
            rowKey={(r) => String(r.wishId)}
            empty={<EmptyState title={t`Nobody wished for this performance`} />}
          />
        </Stack>
      )}
    </OfficePage>
  )
}
