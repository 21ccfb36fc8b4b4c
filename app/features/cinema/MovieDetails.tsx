import { formatList } from '@design-system/format'
import { Skeleton } from '@design-system/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { movieQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import * as css from '../buy/Buy.css'
import { calendarDate } from '../event/showTimes'

/** A film's language, subtitles, people and story; asked for when it is first shown. */
export function MovieDetails({ movieId }: { movieId: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { data: movie, isError } = useQuery({ ...movieQuery(movieId), meta: { quiet: true } })
  if (isError)
    return <p className={css.muted}>{t`The details of this film cannot be shown just now.`}</p>
  if (!movie) return <Skeleton width="60%" />
  const text = (value: Parameters<typeof localizedText>[0]) => localizedText(value, locale)
  return (
    <>
      <dl className={css.facts}>
        <dt>{t`Language`}</dt>
        <dd>{text(movie.language)}</dd>
        <dt>{t`Subtitles`}</dt>
        <dd>{text(movie.subtitles)}</dd>
        <dt>{t`Director`}</dt>
        <dd>{text(movie.director)}</dd>
        <dt>{t`Cast`}</dt>
        <dd>{formatList(movie.cast.map(text), locale)}</dd>
        <dt>{t`Released`}</dt>
        <dd>{calendarDate(movie.releaseDate, locale)}</dd>
      </dl>
      <p className={css.line}>{text(movie.synopsis)}</p>
    </>
  )
}
