import { ButtonLink } from '@design-system/ButtonLink'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { cinemaScheduleQuery, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { useNow } from '../../startup/useNow'
import * as buyCss from '../buy/Buy.css'
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
      <div role="status" className={buyCss.panel}>
        <p className={buyCss.line}>
          {found
            ? t`This show has started, so it can no longer be booked.`
            : t`This show is not in the schedule. Please choose another.`}
        </p>
        <div className={buyCss.actions}>{back}</div>
      </div>
    )
  }
  const { movie, show } = found
  const title = localizedText(movie.title, locale)
  const house = localizedText(show.house, locale)
  const when = `${showDate(show.startsAt, locale)} ${showTime(show.startsAt, locale)}`
  const minutes = movie.durationMinutes
  return (
    <>
      <section className={buyCss.panel} aria-label={t`The show`}>
        <h3 className={buyCss.subHeading}>{title}</h3>
        <p className={buyCss.line}>
          <FilmRating rating={movie.rating} />
        </p>
        <dl className={buyCss.facts}>
          <dt>{t`Date and time`}</dt>
          <dd>{when}</dd>
          <dt>{t`House`}</dt>
          <dd>{house}</dd>
          <dt>{t`Running time`}</dt>
          <dd>{t`${minutes} minutes`}</dd>
        </dl>
        <MovieDetails movieId={movie.id} />
      </section>
      <TheatreRules rating={movie.rating} />
      <ShowBooking show={show} date={date} />
      <div className={buyCss.actions}>{back}</div>
    </>
  )
}
