import { Button } from '@design-system/Button'
import { ButtonLink } from '@design-system/ButtonLink'
import { Countdown } from '@design-system/Countdown'
import { formatCount, formatDateTime, formatTime } from '@design-system/format'
import { QueueCard, QueueCode, type QueueFigure } from '@design-system/QueueCard'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessages } from '../../../domain/errors'
import { isApiError } from '../../api/errors'
import { joinWaitingRoomMutation, queryKeys, type Schemas } from '../../api/queries'
import { useBotCheck } from '../account/useBotCheck'
import { waitMinutes } from './roomView'
import type { useWaitingRoom } from './useWaitingRoom'

type Live = ReturnType<typeof useWaitingRoom>

/** The bot check's field is the only one the join sends. */
const joinFields = ['captchaCode'] as const

/** The buyer's state in the room, as one card: what it is, the figures, the way on. */
export function RoomState({
  event,
  room,
  live,
  performanceId,
}: {
  event: Schemas['EventDetail']
  room: Schemas['WaitingRoom']
  live: Live
  performanceId: number
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const queryClient = useQueryClient()
  const status = live.status
  const count = (n: number) => formatCount(n, locale)
  const opensAt = formatDateTime(status?.opensAt ?? room.opensAt, locale)
  const wait = (seconds: number | null): string => {
    if (seconds === null) return t`Not known yet`
    const minutes = waitMinutes(seconds)
    if (minutes === 0) return t`Under a minute`
    if (minutes < 60) return t`About ${plural(minutes, { one: '# minute', other: '# minutes' })}`
    const hours = Math.floor(minutes / 60)
    const rest = minutes % 60
    return rest === 0
      ? t`About ${plural(hours, { one: '# hour', other: '# hours' })}`
      : t`About ${plural(hours, { one: '# hour', other: '# hours' })} ${plural(rest, { one: '# minute', other: '# minutes' })}`
  }
  const elsewhere = (
    <>
      <ButtonLink href={`/Event/${event.id}`} variant="secondary">
        {t`Other performances`}
      </ButtonLink>
      <ButtonLink href="/" variant="secondary">
        {t`Home`}
      </ButtonLink>
    </>
  )
  const seedHash = (
    <QueueCode label={t`SHA-256 of the shuffle’s seed`} value={status?.seedHash ?? room.seedHash} />
  )

  if (live.failed) {
    return (
      <QueueCard tone="problem" heading={i18n._(errorMessages.SERVER_BUSY)}>
        <p>{t`We keep trying. Your place is kept for 5 minutes while this page is away.`}</p>
      </QueueCard>
    )
  }
  if (live.loading) {
    return (
      <QueueCard heading={t`Finding your place…`}>
        <p>{t`This takes a moment.`}</p>
      </QueueCard>
    )
  }
  if (!status || status.state === 'expired') {
    return (
      <JoinRoom
        performanceId={performanceId}
        room={room}
        expired={status?.state === 'expired'}
        seedHash={seedHash}
        opensAt={opensAt}
      />
    )
  }

  switch (status.state) {
    case 'preQueue': {
      const figures: QueueFigure[] = [
        { label: t`Sale opens`, value: opensAt },
        ...(status.ahead !== null
          ? [{ label: t`In the pre-queue`, value: count(status.ahead) }]
          : []),
      ]
      return (
        <QueueCard heading={t`You are in the pre-queue`} figures={figures}>
          <Countdown
            to={Date.parse(status.opensAt)}
            label={t`Opens in`}
            expiredText={t`Opening now`}
          />
          <p>
            {t`Everyone who joins before the opening is put in a random order when the sale opens, so arriving early gives no better place than arriving just in time.`}
          </p>
          <p>
            {t`The order is drawn from a seed. Its fingerprint is published now and the seed itself at the opening, so anyone can check that the order was not changed.`}
          </p>
          {seedHash}
          <p>{t`Keep this page open: it changes by itself at the opening.`}</p>
        </QueueCard>
      )
    }
    case 'waiting': {
      const figures: QueueFigure[] = [
        { label: t`Your place`, value: count(status.place ?? 0) },
        { label: t`Ahead of you`, value: count(status.ahead ?? 0) },
        { label: t`Estimated wait`, value: wait(status.estimatedWaitSeconds) },
      ]
      return (
        <QueueCard heading={t`You are in the queue`} figures={figures}>
          <p>
            {t`Keep this page open: it changes by itself when it is your turn. If you leave, your place is kept for 5 minutes.`}
          </p>
          <p>{t`The wait is estimated from how fast buyers have been let in recently.`}</p>
        </QueueCard>
      )
    }
    case 'yourTurn': {
      const expiresAt = status.pass?.expiresAt
      const until = expiresAt ? formatTime(expiresAt, locale) : ''
      const performance = event.performances.find((p) => p.id === performanceId)
      const seats = performance?.seating === 'generalAdmission'
      return (
        <QueueCard
          tone="turn"
          heading={t`It is your turn`}
          actions={
            <ButtonLink href={`/Event/${event.id}/Buy?step=tickets&performance=${performanceId}`}>
              {seats ? t`Choose tickets` : t`Choose seats`}
            </ButtonLink>
          }
        >
          {expiresAt && (
            <>
              <p>
                {t`Choose your tickets before ${until}. After that, your turn goes to the next buyer.`}
              </p>
              <Countdown
                to={Date.parse(expiresAt)}
                label={t`Time left to buy`}
                onExpire={() =>
                  void queryClient.invalidateQueries({
                    queryKey: queryKeys.waitingRoomStatus(performanceId),
                  })
                }
              />
            </>
          )}
        </QueueCard>
      )
    }
    case 'soldOut':
      return (
        <QueueCard tone="over" heading={t`Sold out`} actions={elsewhere}>
          <p>{t`Every ticket for this performance is sold or held.`}</p>
          <p>
            {t`Tickets that other buyers give back go to the queue in order. You may keep this page open, or look at the event’s other performances.`}
          </p>
        </QueueCard>
      )
    default:
      return (
        <QueueCard tone="over" heading={t`This sale is over`} actions={elsewhere}>
          <p>{t`The queue for this performance has closed.`}</p>
        </QueueCard>
      )
  }
}

/** Taking a place: before the opening in the pre-queue, after it at the back of the queue. */
function JoinRoom({
  performanceId,
  room,
  expired,
  seedHash,
  opensAt,
}: {
  performanceId: number
  room: Schemas['WaitingRoom']
  expired: boolean
  seedHash: React.ReactNode
  opensAt: string
}) {
  const { t, i18n } = useLingui()
  const botCheck = useBotCheck()
  const [problem, setProblem] = useState<{ form?: string; captcha?: string }>({})
  const join = useMutation({ ...joinWaitingRoomMutation, meta: { quiet: true } })
  const waiting = formatCount(room.waiting, i18n.locale)
  const submit = () => {
    setProblem({})
    join.mutate(
      { performanceId, ...botCheck.answer() },
      {
        onSuccess: () => botCheck.used(),
        onError: (error) => {
          const placed = botCheck.refused(error, joinFields, i18n)
          // asked for the check for the first time: the picture is the news, not an error
          const firstAsk = isApiError(error, 'BOT_CHECK_REQUIRED') && !botCheck.asked
          setProblem({
            form: placed.form,
            captcha: firstAsk ? undefined : placed.fields.captchaCode,
          })
        },
      },
    )
  }
  const heading = expired
    ? t`Your turn to buy has ended`
    : room.open
      ? t`Join the queue`
      : t`Join the pre-queue`
  return (
    <QueueCard
      tone={expired ? 'over' : 'waiting'}
      heading={heading}
      figures={[
        { label: room.open ? t`Sale opened` : t`Sale opens`, value: opensAt },
        { label: room.open ? t`Waiting now` : t`In the pre-queue`, value: waiting },
      ]}
      actions={
        <Button onClick={submit} loading={join.isPending}>
          {expired
            ? t`Join the queue again`
            : room.open
              ? t`Join the queue`
              : t`Join the pre-queue`}
        </Button>
      }
    >
      {expired ? (
        <p>{t`The time to choose your tickets ran out. You can join the queue again at the back.`}</p>
      ) : room.open ? (
        <p>{t`The sale has opened. Buyers who join now queue in the order they arrive.`}</p>
      ) : (
        <>
          <p>
            {t`Everyone who joins before the opening is put in a random order when the sale opens. One place per member: another tab or device gets the same place.`}
          </p>
          {seedHash}
        </>
      )}
      {botCheck.field(problem.captcha)}
      <div role="alert">{problem.form && <p>{problem.form}</p>}</div>
    </QueueCard>
  )
}
