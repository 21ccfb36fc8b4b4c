import { ButtonLink } from '@design-system/ButtonLink'
import { EmptyState } from '@design-system/EmptyState'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { cinemaScheduleQuery } from '../../api/queries'
import { useLoginState } from '../../auth/useLoginState'
import { useNow } from '../../startup/useNow'
import { calendarDate } from '../event/showTimes'
import { hongKongToday } from './cinemaSearch'
import { DateStrip } from './DateStrip'
import { MemberLogin } from './MemberLogin'
import { MovieShows } from './MovieShows'
import { TheatreRules } from './TheatreRules'
import { TodayStarted } from './TodayStarted'
import { cinemaHref } from './useCinemaNavigate'

/** The films of a day with their showtimes per house; "no cinema schedule" on a day without. */
export function ScheduleStep({ date }: { date: string }) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const today = hongKongToday(now)
  const { isLogin } = useLoginState()
  const { data: schedule } = useSuspenseQuery(cinemaScheduleQuery(date))
  return (
    <>
      <DateStrip chosen={date} today={today} />
      {date === today && <TodayStarted movies={schedule.movies} today={today} now={now} />}
      {!isLogin && <MemberLogin />}
      <TheatreRules />
      {schedule.movies.length === 0 ? (
        <EmptyState
          kind="noCinemaSchedule"
          date={calendarDate(date, i18n.locale)}
          action={
            date !== today && (
              <ButtonLink href={cinemaHref({ date: today })} variant="secondary">
                {t`See today’s schedule`}
              </ButtonLink>
            )
          }
        />
      ) : (
        schedule.movies.map((entry) => (
          <MovieShows key={entry.movie.id} entry={entry} date={date} now={now} />
        ))
      )}
      <Text tone="muted">{t`Dates and times are Hong Kong time.`}</Text>
    </>
  )
}
