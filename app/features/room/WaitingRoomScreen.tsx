import { formatDateTime } from '@design-system/format'
import { Box, Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { eventQuery, waitingRoomQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { CheckMyPlace } from './CheckMyPlace'
import { RoomAnnouncer } from './RoomAnnouncer'
import { RoomState } from './RoomState'
import { useWaitingRoom } from './useWaitingRoom'

/**
 * The waiting room of a hot on-sale (a queued performance): before the opening the pre-queue,
 * with the opening time and the published seed hash; then the buyer's place, how many are
 * ahead and the wait, kept live by the room's event stream; then "your turn" with the pass's
 * expiry and the way to the seats, or "sold out" with somewhere else to go. Changes that
 * matter are announced politely; the counter's every tick is not.
 */
export function WaitingRoomScreen({
  eventId,
  performanceId,
}: {
  eventId: number
  performanceId: number
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const headingId = useId()
  const { data: event } = useSuspenseQuery(eventQuery(eventId))
  const { data: room } = useSuspenseQuery({
    ...waitingRoomQuery(performanceId),
    meta: { quiet: true },
  })
  const live = useWaitingRoom(performanceId)
  const performance = event.performances.find((p) => p.id === performanceId)

  return (
    <Stack as="article" gap="xl" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Box as="p" margin="none">
          {t`Waiting room`}
        </Box>
        <Box as="h1" id={headingId} margin="none" fontSize="xxl">
          {localizedText(event.title, locale)}
        </Box>
        <Box as="p" margin="none">
          {performance
            ? `${formatDateTime(performance.startsAt, locale)} · ${localizedText(event.venue.name, locale)}`
            : localizedText(event.venue.name, locale)}
        </Box>
      </Stack>
      <RoomState event={event} room={room} live={live} performanceId={performanceId} />
      <RoomAnnouncer status={live.status} />
      {live.status && room.seed && (
        <CheckMyPlace performanceId={performanceId} status={live.status} />
      )}
    </Stack>
  )
}
