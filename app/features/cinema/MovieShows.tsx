import { Accordion } from '@design-system/Accordion'
import { Badge } from '@design-system/Badge'
import { ButtonLink } from '@design-system/ButtonLink'
import { Card } from '@design-system/Card'
import { Heading } from '@design-system/Heading'
import { Image } from '@design-system/Image'
import { Columns, Inline, Stack } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { showTime } from '../event/showTimes'
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
    <Card as="article" aria-labelledby={headingId}>
      <Columns template="asideSmall">
        <Image
          variant="thumbnail"
          src={movie.posterUrl}
          alt={t`Poster for ${title}`}
          loading="lazy"
          width={200}
          height={300}
        />
        <Stack gap="xl">
          <div>
            <Heading id={headingId} level={2} size="lg">
              {title}
            </Heading>
            <Text>
              <FilmRating rating={movie.rating} />
            </Text>
            <Text tone="muted">{t`${plural(minutes, { one: '# minute', other: '# minutes' })}`}</Text>
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
              <Stack key={shows[0]?.houseId} gap="sm">
                <Heading level={3} size="sm">
                  {house}
                </Heading>
                <Inline gap="sm" as="ul">
                  {shows.map((show) => (
                    <li key={show.id}>
                      <Showtime show={show} movieId={movie.id} date={date} now={now} />
                    </li>
                  ))}
                </Inline>
              </Stack>
            )
          })}
        </Stack>
      </Columns>
    </Card>
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
    return <Badge>{t`${time}, started`}</Badge>
  }
  if (left === 0) return <Badge>{t`${time}, sold out`}</Badge>
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
