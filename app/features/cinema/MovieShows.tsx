import { Accordion } from '@design-system/Accordion'
import { ButtonLink } from '@design-system/ButtonLink'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import * as buyCss from '../buy/Buy.css'
import { showTime } from '../event/showTimes'
import * as css from './Cinema.css'
import { FilmRating } from './FilmRating'
import { MovieDetails } from './MovieDetails'
import { showStarted } from './showStarted'
import { cinemaHref } from './useCinemaNavigate'

type Entry = Schemas['CinemaSchedule']['movies'][number]
type Show = Schemas['CinemaShow']

/** One film of the day: its facts, its details on demand, and its showtimes house by house. */
export function MovieShows({ entry, date, now }: { entry: Entry; date: string; now: Date }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const headingId = useId()
  const { movie } = entry
  const title = localizedText(movie.title, locale)
  const minutes = movie.durationMinutes
  const houses = new Map<number, Show[]>()
  for (const show of entry.shows)
    houses.set(show.houseId, [...(houses.get(show.houseId) ?? []), show])
  return (
    <article className={buyCss.panel} aria-labelledby={headingId}>
      <div className={css.movie}>
        <img
          src={movie.posterUrl}
          alt={t`Poster for ${title}`}
          className={css.poster}
          loading="lazy"
          width={200}
          height={300}
        />
        <div className={buyCss.page}>
          <div>
            <h2 id={headingId} className={css.movieTitle}>
              {title}
            </h2>
            <p className={buyCss.line}>
              <FilmRating rating={movie.rating} />
            </p>
            <p
              className={buyCss.muted}
            >{t`${plural(minutes, { one: '# minute', other: '# minutes' })}`}</p>
          </div>
          <Accordion
            headingLevel={3}
            items={[
              {
                value: 'details',
                title: t`Language, cast and story`,
                content: <MovieDetails movieId={movie.id} />,
              },
            ]}
          />
          {[...houses.values()].map((shows) => {
            const house = localizedText(shows[0]?.house ?? movie.title, locale)
            return (
              <div key={shows[0]?.houseId}>
                <h3 className={css.houseTitle}>{house}</h3>
                <ul className={css.showtimes}>
                  {shows.map((show) => (
                    <li key={show.id}>
                      <Showtime show={show} movieId={movie.id} date={date} now={now} />
                    </li>
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      </div>
    </article>
  )
}

/** A showtime with the seats left: the way to its seats, or why there is none. */
function Showtime({
  show,
  movieId,
  date,
  now,
}: {
  show: Show
  movieId: number
  date: string
  now: Date
}) {
  const { t, i18n } = useLingui()
  const time = showTime(show.startsAt, i18n.locale)
  const left = show.seatsAvailable
  if (showStarted(show, now)) {
    return <span className={css.unavailable}>{t`${time}, started`}</span>
  }
  if (left === 0) return <span className={css.unavailable}>{t`${time}, sold out`}</span>
  return (
    <ButtonLink
      href={cinemaHref({ date, show: show.id, movie: movieId })}
      variant="secondary"
      size="small"
    >
      {t`${time}, ${plural(left, { one: '# seat left', other: '# seats left' })}`}
    </ButtonLink>
  )
}
