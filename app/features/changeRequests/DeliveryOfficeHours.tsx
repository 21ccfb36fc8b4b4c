import { Callout } from '@design-system/Callout'
import { useLingui } from '@lingui/react/macro'
import { deliveryChangeOfficeHours, openingStatus } from '../../../domain/hours'
import { useNow } from '../../startup/useNow'
import { clockTime, openingHoursText } from '../help/openingHoursText'

/**
 * The delivery office's hours (spec §9: 2pm–6pm Monday to Friday) and whether it is open now
 * by the Hong Kong clock, so the visitor knows when a request is handled.
 */
export function DeliveryOfficeHours({ now: fixedNow }: { now?: Date }) {
  const { t, i18n } = useLingui()
  const ticking = useNow()
  const now = fixedNow ?? ticking
  const hours = deliveryChangeOfficeHours
  const locale = i18n.locale
  const opens = clockTime(hours.opens, locale)
  const closes = clockTime(hours.closes, locale)
  const status = {
    open: t`The office is open now, until ${closes}.`,
    opensLater: t`The office opens today at ${opens}.`,
    closedForTheDay: t`The office has closed for today; requests sent now are handled on the next working day.`,
    closedToday: t`The office is closed today; requests sent now are handled on the next working day.`,
    closedForHoliday: t`The office is closed today, a public holiday; requests sent now are handled on the next working day.`,
  }[openingStatus(hours, now)]
  const when = openingHoursText(hours, i18n)
  return (
    <Callout tone="warning">
      {t`The delivery office handles requests ${when}, except public holidays.`} {status}
    </Callout>
  )
}
