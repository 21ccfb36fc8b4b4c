import { formatCount } from '@design-system/format'
import { Link } from '@design-system/Link'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pointHistoryQuery } from '../../api/queries'
import * as css from '../member/Member.css'
import { usePageInfo } from '../shell/usePageInfo'
import { PointHistoryTable } from './PointHistoryTable'

/** The points the member bought in the last year, what they paid and when the points expire. */
export function TopUpsHistoryScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const { data } = useSuspenseQuery(pointHistoryQuery('topUp'))
  const total = formatCount(data.pointsTotal, i18n.locale)
  return (
    <div className={css.page}>
      {info && <h1 className={css.heading}>{i18n._(info.title)}</h1>}
      <PointHistoryTable
        topUpsOnly
        caption={t`Points bought in the last 12 months, newest first`}
        entries={data.data}
        empty={t`You have not bought any points in the last 12 months.`}
      />
      {data.data.length > 0 && <p className={css.text}>{t`Bought in all: ${total} points.`}</p>}
      <p className={css.text}>
        <Link href="/Member/MyPoints.html#buy-points" variant="standalone">
          {t`Buy points`}
        </Link>
      </p>
    </div>
  )
}
