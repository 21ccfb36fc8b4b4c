import { Button } from '@design-system/Button'
import { Card } from '@design-system/Card'
import { DataList } from '@design-system/DataList'
import { formatHkd } from '@design-system/format'
import { Inline } from '@design-system/layout'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { pointsForCents } from '../../../domain/points'
import { isApiError } from '../../api/errors'
import {
  checkoutPreviewQuery,
  payMutation,
  pointsBalanceQuery,
  type Schemas,
} from '../../api/queries'
import { StepPending } from './BuyPending'
import { ChargesList } from './ChargesList'
import { failureMessage } from './failureMessage'
import { HeldTickets } from './HeldTickets'
import { HoldLapsed, HoldTimer } from './HoldTimer'
import { collectionMethodNames, paymentMethodNames, regionNames } from './names'
import { newIdempotencyKey } from './payment/gatewayCard'
import { PaymentEntry } from './payment/PaymentEntry'
import { useBuyNavigate } from './useBuyNavigate'

/**
 * The transaction preview: tickets, collection, payment method and every charge; paying is
 * the buyer's confirmation. A declined or unanswered payment says so and keeps the seats held
 * (the countdown goes on); a preview that lapsed offers to start again.
 */
export function PreviewStep({
  event,
  previewId,
}: {
  event: Schemas['EventDetail']
  previewId: string
}) {
  const { t, i18n } = useLingui()
  const go = useBuyNavigate(event.id)
  const { data: preview, isPending } = useQuery(checkoutPreviewQuery(previewId))
  const pay = useMutation({ ...payMutation, meta: { quiet: true } })
  const [problem, setProblem] = useState('')
  const byPoints = preview?.paymentMethod === 'points'
  const { data: points } = useQuery({ ...pointsBalanceQuery(), enabled: byPoints })
  if (isPending) return <StepPending />
  if (!preview) {
    return (
      <Card role="status">
        <Text>{t`This preview is no longer open. Please check out again: your tickets are still held until their time runs out.`}</Text>
        <Inline gap="md">
          <Button
            onClick={() => go({ step: 'checkout' })}
          >{t`Back to collection and payment`}</Button>
        </Inline>
      </Card>
    )
  }
  const performance = preview.holds[0]?.performanceId
  const startAgain = () => go({ step: 'tickets', performance })
  if (pay.error && isApiError(pay.error, 'HOLD_EXPIRED'))
    return <HoldLapsed onStartAgain={startAgain} />
  const total = formatHkd(preview.charges.grandTotal, i18n.locale)
  const address = preview.deliveryAddress
  const pointsNeeded = pointsForCents(Math.round(preview.charges.grandTotal * 100))

  const submit = (cardToken: string) => {
    setProblem('')
    pay.mutate(
      { previewId: preview.previewId, cardToken, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (receipt) => go({ step: 'receipt', txn: receipt.txnNo }),
        onError: (error) => setProblem(failureMessage(i18n, error, event.maxTicketsPerTransaction)),
      },
    )
  }

  return (
    <HoldTimer expiresAt={preview.expiresAt} onStartAgain={startAgain}>
      <Card as="section" aria-label={t`Transaction preview`}>
        <HeldTickets holds={preview.holds} />
        <DataList>
          <DataList.Item label={t`Collection`}>
            {i18n._(collectionMethodNames[preview.collectionMethod])}
          </DataList.Item>
          {address && (
            <DataList.Item label={t`Delivery address`}>
              {address.address} ({i18n._(regionNames[address.region])})
            </DataList.Item>
          )}
          <DataList.Item label={t`Payment`}>
            {i18n._(paymentMethodNames[preview.paymentMethod])}
          </DataList.Item>
        </DataList>
        <ChargesList charges={preview.charges} />
        <Text tone="muted">{t`Service, delivery and handling fees are not refundable. Tickets cannot be refunded or exchanged.`}</Text>
      </Card>
      <PaymentEntry
        method={preview.paymentMethod}
        payLabel={t`Confirm and pay ${total}`}
        pending={pay.isPending}
        problem={problem}
        points={{ needed: pointsNeeded, balance: points?.balance }}
        onPay={submit}
      />
      <Inline gap="md">
        <Button
          variant="secondary"
          onClick={() => go({ step: 'checkout', preview: preview.previewId })}
        >
          {t`Change collection or payment`}
        </Button>
      </Inline>
    </HoldTimer>
  )
}
