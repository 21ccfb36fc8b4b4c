import { ButtonLink } from '@design-system/ButtonLink'
import { intlLocale } from '@design-system/format'
import { Inline } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { addDays } from '../../../domain/hongKongTime'
import { scheduleDays, weekFrom } from './cinemaSearch'
import { cinemaHref } from './useCinemaNavigate'

/** A week of dates to choose the schedule by, with the way to the weeks before and after. */
export function DateStrip({ chosen, today }: { chosen: string; today: string }) {
  const { t, i18n } = useLingui()
  // the week the chosen date falls in, counted from today
  const weeks = Math.floor((Date.parse(chosen) - Date.parse(today)) / (scheduleDays * 86_400_000))
  const first = addDays(today, Math.max(0, weeks) * scheduleDays)
  const days = weekFrom(first)
  const dayName = (date: string) => {
    const day = new Intl.DateTimeFormat(intlLocale(i18n.locale), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }).format(new Date(`${date}T00:00:00Z`))
    return date === today ? t`Today, ${day}` : day
  }
  return (
    <nav aria-label={t`Dates`}>
      <Inline gap="sm" as="ul">
        {first > today && (
          <li>
            <ButtonLink
              href={cinemaHref({ date: addDays(first, -scheduleDays) })}
              variant="ghost"
              size="small"
            >
              {t`Earlier dates`}
            </ButtonLink>
          </li>
        )}
        {days.map((date) => (
          <li key={date}>
            <ButtonLink
              href={cinemaHref({ date })}
              variant={date === chosen ? 'primary' : 'secondary'}
              size="small"
              aria-current={date === chosen ? 'date' : undefined}
            >
              {dayName(date)}
            </ButtonLink>
          </li>
        ))}
        <li>
          <ButtonLink
            href={cinemaHref({ date: addDays(first, scheduleDays) })}
            variant="ghost"
            size="small"
          >
            {t`Later dates`}
          </ButtonLink>
        </li>
      </Inline>
    </nav>
  )
}
