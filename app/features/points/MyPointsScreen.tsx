import { formatCount, formatLongDate } from '@design-system/format'
import { Link } from '@design-system/Link'
import { PointsBalanceCard } from '@design-system/PointsBalanceCard'
import { Table } from '@design-system/Table'
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
import * as css from '../member/Member.css'
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
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
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
      <p className={css.muted}>
        {t`One point pays one Hong Kong dollar. Points last one year from the day you get them. Bought in the last year: ${bought} points.`}
      </p>

      <section aria-labelledby="expiry" className={css.section}>
        <h2 id="expiry" className={css.sectionHeading}>
          {t`When your points expire`}
        </h2>
        <Table<Expiring>
          caption={t`Points by expiry date, soonest first`}
          rows={expiring.data}
          rowKey={(row) => row.expiryDate}
          empty={<p className={css.text}>{t`You have no points that expire.`}</p>}
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
      </section>

      <section id="buy-points" aria-labelledby="buy-points-heading" className={css.section}>
        <h2 id="buy-points-heading" className={css.sectionHeading}>
          {t`Buy points`}
        </h2>
        <BuyPointsForm mutation={buyMutation} />
      </section>

      <section id="points-history" aria-labelledby="history" className={css.section}>
        <h2 id="history" className={css.sectionHeading}>
          {t`Points history`}
        </h2>
        <PointHistoryTable
          caption={t`Points added and used in the last 12 months, newest first`}
          entries={history.data}
          empty={t`No points were added or used in the last 12 months.`}
        />
        <p className={css.text}>{t`In all over these 12 months: ${totalText} points.`}</p>
        <p className={css.text}>
          <Link href="/Member/TopUpsHistory.html" variant="standalone">
            {t`See only the points you bought`}
          </Link>
        </p>
      </section>
    </div>
  )
}
