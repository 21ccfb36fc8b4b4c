import { ButtonLink } from '@design-system/ButtonLink'
import { Card } from '@design-system/Card'
import { DataList } from '@design-system/DataList'
import { Heading } from '@design-system/Heading'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { cinemaScheduleQuery, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { useNow } from '../../startup/useNow'
import { showDate, showTime } from '../event/showTimes'
import { FilmRating } from './FilmRating'
import { MovieDetails } from './MovieDetails'
import { ShowBooking } from './ShowBooking'
import { showStarted } from './showStarted'
import { TheatreRules } from './TheatreRules'
import { cinemaHref } from './useCinemaNavigate'

/** The show the address names, found in its day's schedule (prices, house, service fee). */
function findShow(schedule: Schemas['CinemaSchedule'], showId: number) {
  for (const entry of schedule.movies) {
    const show = entry.shows.find((candidate) => candidate.id === showId)
    if (show) return { movie: entry.movie, show }
  }
  return undefined
}

/**
 * A show's page: the film's facts and rules, then its seat plan, ticket classes and the booking
 * details, confirmed together (spec §4: pick consecutive seats, confirm).
 */
export function SeatsStep({ date, showId }: { date: string; showId: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const now = useNow()
  const { data: schedule } = useSuspenseQuery(cinemaScheduleQuery(date))
  const found = findShow(schedule, showId)
  const back = (
    <ButtonLink href={cinemaHref({ date })} variant="secondary">
      {t`Back to the schedule`}
    </ButtonLink>
  )
  if (!found || showStarted(found.show, now)) {
    return (
      <Card role="status">
        <Text>
          {found
            ? t`This show has started, so it can no longer be booked.`
            : t`This show is not in the schedule. Please choose another.`}
        </Text>
        <Inline gap="md">{back}</Inline>
      </Card>
    )
  }
  const { movie, show } = found
  const title = localizedText(movie.title, locale)
  const house = localizedText(show.house, locale)
  const when = `${showDate(show.startsAt, locale)} ${showTime(show.startsAt, locale)}`
  const minutes = movie.durationMinutes
  return (
    <>
      <Card as="section" aria-label={t`The show`}>
        <Heading level={3} size="md">
          {title}
        </Heading>
        <Text>
          <FilmRating rating={movie.rating} />
        </Text>
        <DataList>
          <DataList.Item label={t`Date and time`}>{when}</DataList.Item>
          <DataList.Item label={t`House`}>{house}</DataList.Item>
          <DataList.Item label={t`Running time`}>{t`${minutes} minutes`}</DataList.Item>
        </DataList>
        <MovieDetails movieId={movie.id} />
      </Card>
      <TheatreRules rating={movie.rating} />
      <ShowBooking show={show} date={date} />
      <Inline gap="md">{back}</Inline>
    </>
  )
}
