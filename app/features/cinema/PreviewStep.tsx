import { Button } from '@design-system/Button'
import { Card } from '@design-system/Card'
import { DataList } from '@design-system/DataList'
import { formatHkd, formatList } from '@design-system/format'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { ticketClassLabels } from '../../../domain/cinema'
import { isApiError } from '../../api/errors'
import { cinemaBookingQuery, confirmCinemaBookingMutation, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { StepPending } from '../buy/BuyPending'
import { failureMessage } from '../buy/failureMessage'
import { HoldLapsed, HoldTimer } from '../buy/HoldTimer'
import { PaymentMethodChoice } from '../buy/PaymentMethodChoice'
import { newIdempotencyKey } from '../buy/payment/gatewayCard'
import { PaymentEntry } from '../buy/payment/PaymentEntry'
import { showDate, showTime } from '../event/showTimes'
import { useCinemaNavigate } from './useCinemaNavigate'

/**
 * The booking's preview (spec §4: preview, confirm again): film, show, seats, a line per ticket
 * class, the service fee, the courier and the total, with the seats held meanwhile. Paying is
 * the second confirmation; a declined card says so and keeps the seats.
 */
export function CinemaPreviewStep({
  bookingId,
  date,
  showId,
}: {
  bookingId: string
  date?: string
  showId?: number
}) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const go = useCinemaNavigate()
  const { data: preview, isPending } = useQuery(cinemaBookingQuery(bookingId))
  const confirm = useMutation({ ...confirmCinemaBookingMutation, meta: { quiet: true } })
  const [method, setMethod] = useState<Schemas['PaymentMethod']>('visa')
  const [problem, setProblem] = useState('')
  const startAgain = () => go({ date, show: showId })
  if (isPending) return <StepPending />
  if (!preview) {
    return (
      <Card role="status">
        <Text>{t`This booking is no longer open here. Please choose your seats again; seats held for it go back on sale within minutes.`}</Text>
        <Inline gap="md">
          <Button onClick={startAgain}>{t`Choose seats again`}</Button>
        </Inline>
      </Card>
    )
  }
  if (confirm.error && isApiError(confirm.error, 'HOLD_EXPIRED'))
    return <HoldLapsed onStartAgain={startAgain} />
  const money = (amount: number) => formatHkd(amount, locale)
  const total = money(preview.total)
  const when = `${showDate(preview.show.startsAt, locale)} ${showTime(preview.show.startsAt, locale)}`

  const pay = (cardToken: string) => {
    setProblem('')
    confirm.mutate(
      { bookingId, previewId: bookingId, cardToken, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (receipt) => go({ date, show: showId, booking: bookingId, txn: receipt.txnNo }),
        onError: (error) => setProblem(failureMessage(i18n, error)),
      },
    )
  }

  return (
    <HoldTimer expiresAt={preview.expiresAt} onStartAgain={startAgain}>
      <Card as="section" aria-label={t`Booking preview`}>
        <DataList>
          <DataList.Item label={t`Film`}>
            {localizedText(preview.movie.title, locale)}
          </DataList.Item>
          <DataList.Item label={t`Date and time`}>{when}</DataList.Item>
          <DataList.Item label={t`House`}>
            {localizedText(preview.show.house, locale)}
          </DataList.Item>
          <DataList.Item label={t`Seats`}>{formatList(preview.seats, locale)}</DataList.Item>
        </DataList>
        <DataList valueAlign="end" aria-label={t`Charges`}>
          {preview.tickets.map((line) => {
            const name = i18n._(ticketClassLabels[line.ticketClass])
            const count = line.quantity
            const price = money(line.price)
            return (
              <Fragment key={line.ticketClass}>
                <DataList.Item label={t`${name} × ${count} (${price} each)`}>
                  {money(line.price * line.quantity)}
                </DataList.Item>
              </Fragment>
            )
          })}
          <DataList.Item label={t`Service fee`}>{money(preview.serviceFee)}</DataList.Item>
          <DataList.Item label={t`Courier`}>{money(preview.courierFee)}</DataList.Item>
          <DataList.Item strong label={t`Total (HKD)`}>
            {total}
          </DataList.Item>
        </DataList>
        <Text tone="muted">{t`Service and courier fees are not refundable. Tickets cannot be refunded or exchanged.`}</Text>
      </Card>
      <PaymentMethodChoice value={method} onChange={setMethod} withPoints={false} />
      <PaymentEntry
        method={method}
        payLabel={t`Confirm again and pay ${total}`}
        pending={confirm.isPending}
        problem={problem}
        onPay={pay}
      />
    </HoldTimer>
  )
}
