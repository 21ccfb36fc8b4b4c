import { formatCount, formatLongDate } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { PointsBalanceCard } from '@design-system/PointsBalanceCard'
import { Table } from '@design-system/Table'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { pointsHistoryMonths } from '../../../domain/history'
import {
  pointHistoryQuery,
  pointsBalanceQuery,
  pointsExpirationQuery,
  type Schemas,
} from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import { BuyPointsForm } from './BuyPointsForm'
import { PointHistoryTable } from './PointHistoryTable'

/** Points expiring within this many months are listed (the whole year they last). */
export const expiryMonths = pointsHistoryMonths

/** An expiry date (`2027-03-31`, a Hong Kong date) as the visitor's language writes it. */
export const expiryDay = (date: string, locale: string) =>
  formatLongDate(`${date}T00:00:00+08:00`, locale)

type Expiring = Schemas['PointsExpiration']['data'][number]

/**
 * My points (spec §3): the balance and the next points to expire, when the rest expire, buying
 * a package, and the last year's history. The route has loaded all of it.
 */
export function MyPointsScreen({
  buyMutation,
}: {
  buyMutation?: ComponentProps<typeof BuyPointsForm>['mutation']
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const info = usePageInfo()
  const { data: balance } = useSuspenseQuery(pointsBalanceQuery())
  const { data: expiring } = useSuspenseQuery(pointsExpirationQuery(expiryMonths))
  const { data: history } = useSuspenseQuery(pointHistoryQuery())
  const bought = formatCount(balance.totalBought, locale)
  const total = history.pointsTotal
  const totalText =
    total >= 0 ? `+${formatCount(total, locale)}` : `−${formatCount(-total, locale)}`

  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <PointsBalanceCard
        title={t`Your balance`}
        balance={balance.balance}
        expiring={
          balance.nextExpiry
            ? {
                points: balance.nextExpiry.points,
                expiresAt: `${balance.nextExpiry.date}T00:00:00+08:00`,
              }
            : undefined
        }
        buyPointsHref="#buy-points"
        historyHref="#points-history"
      />
      <Text tone="muted">
        {t`One point pays one Hong Kong dollar. Points last one year from the day you get them. Bought in the last year: ${bought} points.`}
      </Text>

      <Stack aria-labelledby="expiry" gap="md" as="section">
        <Heading id="expiry" level={2} size="lg">
          {t`When your points expire`}
        </Heading>
        <Table<Expiring>
          caption={t`Points by expiry date, soonest first`}
          rows={expiring.data}
          rowKey={(row) => row.expiryDate}
          empty={<Text>{t`You have no points that expire.`}</Text>}
          columns={[
            {
              key: 'expiryDate',
              header: t`Expiry date`,
              rowHeader: true,
              render: (row) => expiryDay(row.expiryDate, locale),
            },
            {
              key: 'points',
              header: t`Points`,
              align: 'end',
              render: (row) => formatCount(row.points, locale),
            },
          ]}
        />
      </Stack>

      <Stack id="buy-points" aria-labelledby="buy-points-heading" gap="md" as="section">
        <Heading id="buy-points-heading" level={2} size="lg">
          {t`Buy points`}
        </Heading>
        <BuyPointsForm mutation={buyMutation} />
      </Stack>

      <Stack id="points-history" aria-labelledby="history" gap="md" as="section">
        <Heading id="history" level={2} size="lg">
          {t`Points history`}
        </Heading>
        <PointHistoryTable
          caption={t`Points added and used in the last 12 months, newest first`}
          entries={history.data}
          empty={t`No points were added or used in the last 12 months.`}
        />
        <Text>{t`In all over these 12 months: ${totalText} points.`}</Text>
        <Text>
          <Link href="/Member/TopUpsHistory.html" variant="standalone">
            {t`See only the points you bought`}
          </Link>
        </Text>
      </Stack>
    </Stack>
  )
}
