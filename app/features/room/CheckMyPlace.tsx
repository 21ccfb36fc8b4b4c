import { Button } from '@design-system/Button'
import { formatCount } from '@design-system/format'
import { Box, Stack } from '@design-system/layout'
import { QueueCard, QueueCode } from '@design-system/QueueCard'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import { positionOf, seedHashOf } from '../../../domain/waitingRoom'
import { type Schemas, waitingRoomShuffleQuery } from '../../api/queries'

/**
 * "Check my place": from the seed and the list of entry ids the room publishes at the opening,
 * the buyer recomputes their own position with the same rule the room uses
 * (domain/waitingRoom.ts), and sees that the seed matches the fingerprint shown before the
 * opening. The list is fetched only when asked for: it holds every early arrival's id.
 */
export function CheckMyPlace({
  performanceId,
  status,
}: {
  performanceId: number
  status: Schemas['WaitingRoomStatus']
}) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const [asked, setAsked] = useState(false)
  const shuffle = useQuery({
    ...waitingRoomShuffleQuery(performanceId),
    enabled: asked,
    meta: { quiet: true },
  })
  const count = (n: number) => formatCount(n, i18n.locale)

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Box as="h2" id={headingId} margin="none" fontSize="xl">
        {t`Check my place`}
      </Box>
      <p>
        {t`Everyone who joined before the opening was numbered in the order they joined, then put in a random order drawn from the seed. Later arrivals queue behind them in the order they came. With the published seed and list of entries, you can work out your own position here.`}
      </p>
      <QueueCode label={t`Your entry`} value={status.entryId} />
      {!shuffle.data && (
        <div>
          <Button variant="secondary" onClick={() => setAsked(true)} loading={shuffle.isFetching}>
            {t`Check my place`}
          </Button>
        </div>
      )}
      <div role="status">
        {shuffle.isError && <p>{i18n._(errorMessages.SERVER_BUSY)}</p>}
        {shuffle.data && <Worked shuffle={shuffle.data} status={status} count={count} />}
      </div>
    </Stack>
  )
}

function Worked({
  shuffle,
  status,
  count,
}: {
  shuffle: Schemas['WaitingRoomShuffle']
  status: Schemas['WaitingRoomStatus']
  count: (n: number) => string
}) {
  const { t } = useLingui()
  const groupSize = shuffle.entryIds.length
  const index = shuffle.entryIds.indexOf(status.entryId)
  const early = index >= 0
  const number = early ? index + 1 : status.entryNumber
  const position = positionOf(number, { groupSize, seed: shuffle.seed })
  const hashMatches = seedHashOf(shuffle.seed) === status.seedHash
  const entry = count(number)
  const group = count(groupSize)
  const drawn = count(position ?? number)
  return (
    <QueueCard
      tone={hashMatches ? 'waiting' : 'problem'}
      headingLevel={3}
      heading={position === null ? t`Not drawn yet` : t`Your position: ${drawn}`}
      figures={[
        { label: t`In the pre-queue`, value: group },
        { label: t`Your entry number`, value: entry },
      ]}
    >
      <QueueCode label={t`Seed`} value={shuffle.seed} />
      <p>
        {hashMatches
          ? t`The seed’s SHA-256 is the fingerprint published before the opening: the order was fixed before anyone knew it.`
          : t`The seed’s SHA-256 is not the fingerprint published before the opening. Please tell customer service.`}
      </p>
      <p>
        {early
          ? t`You joined before the opening as number ${entry} of ${group}; the seed puts that number at position ${drawn}.`
          : t`You joined after the opening, so your position is your arrival number, ${entry}, behind the ${group} who joined before.`}
      </p>
      <p>
        {t`Your place in the queue is your position less the buyers already let in ahead of you.`}
      </p>
    </QueueCard>
  )
}
