import { Card } from '@design-system/Card'
import { intlLocale } from '@design-system/format'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { announcedMaintenance } from '../../../domain/hours'
import { configQuery } from '../../api/queries'
import { useNow } from '../../startup/useNow'

/**
 * The maintenance page's first answer: whether the system is under maintenance now, and when
 * the next window is, in Hong Kong time, whatever the visitor's time zone: the window staff set
 * in the office or the weekly one (config `maintenance`), the weekly rule (domain/hours.ts)
 * without config.
 */
export function MaintenanceStatus({ now: fixedNow }: { now?: Date }) {
  const { t, i18n } = useLingui()
  const ticking = useNow()
  const now = fixedNow ?? ticking
  const config = useQuery(configQuery())
  const { underWay, window } = announcedMaintenance(config.data?.maintenance, now)
  const locale = intlLocale(i18n.locale)
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Hong_Kong',
  }).format(window.startsAt)
  const times = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Hong_Kong',
  }).formatRange(window.startsAt, window.endsAt)
  return (
    <Card gap="sm">
      <Text weight="bold" tone={underWay ? 'default' : 'success'}>
        {underWay
          ? t`Maintenance is under way now (${times}, Hong Kong time). Some services are unavailable.`
          : t`The system is running normally.`}
      </Text>
      {!underWay && <Text>{t`Next maintenance: ${day}, ${times} (Hong Kong time).`}</Text>}
    </Card>
  )
}
