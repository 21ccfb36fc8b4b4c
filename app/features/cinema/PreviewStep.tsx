import { Button } from '@design-system/Button'
import { formatHkd, formatList } from '@design-system/format'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { ticketClassLabels } from '../../../domain/cinema'
import { isApiError } from '../../api/errors'
import { confirmCinemaBookingMutation, keptCinemaBooking, type Schemas } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import * as buyCss from '../buy/Buy.css'
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
  const { data: preview } = useQuery(keptCinemaBooking(bookingId))
  const confirm = useMutation({ ...confirmCinemaBookingMutation, meta: { quiet: true } })
  const [method, setMethod] = useState<Schemas['PaymentMethod']>('visa')
  const [problem, setProblem] = useState('')
  const startAgain = () => go({ date, show: showId })
  if (!preview) {
    return (
      <div role="status" className={buyCss.panel}>
        <p
          className={buyCss.line}
        >{t`This booking is no longer open here. Please choose your seats again; seats held for it go back on sale within minutes.`}</p>
        <div className={buyCss.actions}>
          <Button onClick={startAgain}>{t`Choose seats again`}</Button>
        </div>
      </div>
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
      <section className={buyCss.panel} aria-label={t`Booking preview`}>
        <dl className={buyCss.facts}>
          <dt>{t`Film`}</dt>
          <dd>{localizedText(preview.movie.title, locale)}</dd>
          <dt>{t`Date and time`}</dt>
          <dd>{when}</dd>
          <dt>{t`House`}</dt>
          <dd>{localizedText(preview.show.house, locale)}</dd>
          <dt>{t`Seats`}</dt>
          <dd>{formatList(preview.seats, locale)}</dd>
        </dl>
        <dl className={buyCss.pairs} aria-label={t`Charges`}>
          {preview.tickets.map((line) => {
            const name = i18n._(ticketClassLabels[line.ticketClass])
            const count = line.quantity
            const price = money(line.price)
            return (
              <Fragment key={line.ticketClass}>
                <dt>{t`${name} × ${count} (${price} each)`}</dt>
                <dd>{money(line.price * line.quantity)}</dd>
              </Fragment>
            )
          })}
          <dt>{t`Service fee`}</dt>
          <dd>{money(preview.serviceFee)}</dd>
          <dt>{t`Courier`}</dt>
          <dd>{money(preview.courierFee)}</dd>
          <dt className={buyCss.total}>{t`Total (HKD)`}</dt>
          <dd className={buyCss.total}>{total}</dd>
        </dl>
        <p
          className={buyCss.muted}
        >{t`Service and courier fees are not refundable. Tickets cannot be refunded or exchanged.`}</p>
      </section>
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
