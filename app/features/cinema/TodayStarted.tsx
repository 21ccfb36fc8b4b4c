import { ButtonLink } from '@design-system/ButtonLink'
import { Callout } from '@design-system/Callout'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { addDays } from '../../../domain/hongKongTime'
import type { Schemas } from '../../api/queries'
import { showStarted } from './showStarted'
import { cinemaHref } from './useCinemaNavigate'

type Entry = Schemas['CinemaSchedule']['movies'][number]

/**
 * Late in the evening every show of today has started and none can be booked: says so, with the
 * way to tomorrow's shows, rather than leaving a list of "started" times with no next step.
 */
export function TodayStarted({
  movies,
  today,
  now,
}: {
  movies: Entry[]
  today: string
  now: Date
}) {
  const { t } = useLingui()
  const started = movies.every((entry) => entry.shows.every((show) => showStarted(show, now)))
  if (movies.length === 0 || !started) return null
  return (
    <Callout tone="info">
      <Text>{t`Every show today has started.`}</Text>
      <Inline>
        <ButtonLink href={cinemaHref({ date: addDays(today, 1) })} variant="secondary" size="small">
          {t`See tomorrow’s schedule`}
        </ButtonLink>
      </Inline>
    </Callout>
  )
}
