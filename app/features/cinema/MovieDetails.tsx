import { DataList } from '@design-system/DataList'
import { formatList } from '@design-system/format'
import { Skeleton } from '@design-system/Skeleton'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { movieQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { calendarDate } from '../event/showTimes'

/** A film's language, subtitles, people and story; asked for when it is first shown. */
export function MovieDetails({ movieId }: { movieId: number }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { data: movie, isError } = useQuery({ ...movieQuery(movieId), meta: { quiet: true } })
  if (isError)
    return <Text tone="muted">{t`The details of this film cannot be shown just now.`}</Text>
  if (!movie) return <Skeleton width="60%" />
  const text = (value: Parameters<typeof localizedText>[0]) => localizedText(value, locale)
  return (
    <>
      <DataList>
        <DataList.Item label={t`Language`}>{text(movie.language)}</DataList.Item>
        <DataList.Item label={t`Subtitles`}>{text(movie.subtitles)}</DataList.Item>
        <DataList.Item label={t`Director`}>{text(movie.director)}</DataList.Item>
        <DataList.Item label={t`Cast`}>{formatList(movie.cast.map(text), locale)}</DataList.Item>
        <DataList.Item label={t`Released`}>{calendarDate(movie.releaseDate, locale)}</DataList.Item>
      </DataList>
      <Text>{text(movie.synopsis)}</Text>
    </>
  )
}
