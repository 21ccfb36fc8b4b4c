import { Card } from '@design-system/Card'
import { intlLocale } from '@design-system/format'
import { Heading } from '@design-system/Heading'
import { Link } from '@design-system/Link'
import { Stack, Tiles } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { customerServiceHotline, phoneBookingHotline } from '../../../domain/contact'
import {
  customerServiceHours,
  type OpeningHours,
  type OpeningStatus,
  openingStatus,
  phoneBookingHours,
} from '../../../domain/hours'
import { useNow } from '../../startup/useNow'
import { clockTime, openingHoursText } from './openingHoursText'

const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`

/**
 * The customer-service page's first answer: whether the hotline and phone booking are open
 * right now, by the Hong Kong clock and its public holidays (domain/hours.ts), whatever the
 * visitor's own time zone. Refreshes every minute.
 */
export function TodayHours({ now: fixedNow }: { now?: Date }) {
  const { t, i18n } = useLingui()
  const ticking = useNow()
  const now = fixedNow ?? ticking
  const headingId = useId()
  const locale = i18n.locale
  const today = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Hong_Kong',
  }).format(now)

  const statusText = (hours: OpeningHours, status: OpeningStatus): string => {
    const opens = clockTime(hours.opens, locale)
    const closes = clockTime(hours.closes, locale)
    const texts: Record<OpeningStatus, string> = {
      open: t`Open now, until ${closes}`,
      opensLater: t`Closed now; opens today at ${opens}`,
      closedForTheDay: t`Closed for today (closed at ${closes})`,
      closedToday: t`Closed today`,
      closedForHoliday: t`Closed today: it is a public holiday`,
    }
    return texts[status]
  }

  const lines = [
    {
      id: 'customerService',
      name: t`Customer service hotline`,
      phone: customerServiceHotline,
      hours: customerServiceHours,
      note: null,
    },
    {
      id: 'phoneBooking',
      name: t`Phone booking`,
      phone: phoneBookingHotline,
      hours: phoneBookingHours,
      // spec §6: online purchase needs a membership, box office and phone booking do not
      note: t`No membership needed.`,
    },
  ]

  return (
    <Stack as="section" aria-labelledby={headingId} gap="md">
      <Heading level={2} id={headingId}>
        {t`Today in Hong Kong: ${today}`}
      </Heading>
      <Tiles as="ul" gap="lg" stretch>
        {lines.map((line) => {
          const status = openingStatus(line.hours, now)
          return (
            <Card as="li" key={line.id} gap="sm">
              <Heading level={3} size="md">
                {line.name}
              </Heading>
              <Text weight="bold" tone={status === 'open' ? 'success' : 'default'}>
                {statusText(line.hours, status)}
              </Text>
              <Text>
                <Link href={telHref(line.phone)}>{line.phone}</Link>
              </Text>
              <Text>
                {openingHoursText(line.hours, i18n)}{' '}
                {line.hours.closedOnPublicHolidays
                  ? t`(closed on public holidays)`
                  : t`(public holidays included)`}
              </Text>
              {line.note && <Text>{line.note}</Text>}
            </Card>
          )
        })}
      </Tiles>
    </Stack>
  )
}
