import { formatCount } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pointHistoryQuery } from '../../api/queries'
import { usePageInfo } from '../shell/usePageInfo'
import { PointHistoryTable } from './PointHistoryTable'

/** The points the member bought in the last year, what they paid and when the points expire. */
export function TopUpsHistoryScreen() {
  const { t, i18n } = useLingui()
  const info = usePageInfo()
  const { data } = useSuspenseQuery(pointHistoryQuery('topUp'))
  const total = formatCount(data.pointsTotal, i18n.locale)
  return (
    <Stack gap="xl">
      {info && <Heading level={1}>{i18n._(info.title)}</Heading>}
      <PointHistoryTable
        topUpsOnly
        caption={t`Points bought in the last 12 months, newest first`}
        entries={data.data}
        empty={t`You have not bought any points in the last 12 months.`}
      />
      {data.data.length > 0 && <Text>{t`Bought in all: ${total} points.`}</Text>}
      <Text>
        <Link href="/Member/MyPoints.html#buy-points" variant="standalone">
          {t`Buy points`}
        </Link>
      </Text>
    </Stack>
  )
}
