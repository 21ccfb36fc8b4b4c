import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Card } from '@design-system/Card'
import { Inline, Stack } from '@design-system/layout'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { isApiError } from '../../api/errors'
import {
  basketQuery,
  checkoutMutation,
  checkoutPreviewQuery,
  type Schemas,
} from '../../api/queries'
import { useKeptInput } from '../../auth/useKeptInput'
import { useNow } from '../../startup/useNow'
import { holdsOfEvent, soonestExpiry } from './basketOfEvent'
import { CollectionChoice, type CollectionValue } from './CollectionChoice'
import { deliveryOptions } from './deliveryOptions'
import { EmptyBasket } from './EmptyBasket'
import { failureMessage } from './failureMessage'
import { HeldTickets } from './HeldTickets'
import { HoldLapsed, HoldTimer } from './HoldTimer'
import { PaymentMethodChoice } from './PaymentMethodChoice'
import { useBuyNavigate } from './useBuyNavigate'

/**
 * Collection and payment: how the tickets arrive (delivery by region while the post can make
 * it) and how the buyer pays. Checking out prices it all and opens the preview. The delivery
 * address and choices survive an expired session (useKeptInput); no card is asked for here.
 * Coming back from the preview (`previewId`) starts from what that preview chose.
 */
export function CheckoutStep({
  event,
  previewId,
}: {
  event: Schemas['EventDetail']
  previewId?: string
}) {
  const { t, i18n } = useLingui()
  const go = useBuyNavigate(event.id)
  const now = useNow()
  const { data: basket } = useSuspenseQuery(basketQuery())
  const checkout = useMutation({ ...checkoutMutation, meta: { quiet: true } })
  const { data: earlier } = useQuery(checkoutPreviewQuery(previewId))
  const [collection, setCollection] = useState<CollectionValue>(() => ({
    method: earlier?.collectionMethod ?? 'eTicket',
    region: earlier?.deliveryAddress?.region ?? 'hongKong',
    address: earlier?.deliveryAddress?.address ?? '',
  }))
  const [payment, setPayment] = useState<Schemas['PaymentMethod']>(earlier?.paymentMethod ?? 'visa')
  useKeptInput(
    'checkout',
    { collection, payment },
    (kept: { collection: CollectionValue; payment: typeof payment }) => {
      setCollection(kept.collection)
      setPayment(kept.payment)
    },
  )
  const [errors, setErrors] = useState<{ address?: string }>({})
  const [problem, setProblem] = useState('')
  const holds = holdsOfEvent(basket, event)
  const first = holds[0]
  if (!first) return <EmptyBasket event={event} />
  const performance = first.performanceId
  const startAgain = () => go({ step: 'tickets', performance })
  if (checkout.error && isApiError(checkout.error, 'HOLD_EXPIRED')) {
    return <HoldLapsed onStartAgain={startAgain} />
  }
  const delivery = deliveryOptions(first.performanceStartsAt, now)

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault()
    setProblem('')
    const delivered = collection.method === 'delivery'
    if (delivered && !collection.address.trim()) {
      setErrors({ address: t`Please enter the address to deliver the tickets to.` })
      return
    }
    setErrors({})
    checkout.mutate(
      {
        collectionMethod: collection.method,
        paymentMethod: payment,
        ...(delivered
          ? { deliveryAddress: { region: collection.region, address: collection.address.trim() } }
          : {}),
      },
      {
        onSuccess: (preview) => go({ step: 'preview', preview: preview.previewId }),
        onError: (error) => {
          if (isApiError(error) && error.fields?.deliveryAddress) {
            setErrors({ address: error.fields.deliveryAddress })
          }
          setProblem(failureMessage(i18n, error, event.maxTicketsPerTransaction))
        },
      },
    )
  }

  return (
    <HoldTimer expiresAt={soonestExpiry(holds)} onStartAgain={startAgain}>
      <Card as="details">
        <summary>{t`Your basket`}</summary>
        <HeldTickets holds={holds} />
      </Card>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maxWidth="large">
          <CollectionChoice
            value={collection}
            onChange={setCollection}
            delivery={delivery}
            errors={errors}
          />
          <PaymentMethodChoice value={payment} onChange={setPayment} />
          <div role="alert">{problem && <Callout tone="danger">{problem}</Callout>}</div>
          <Inline gap="md">
            <Button type="submit" loading={checkout.isPending}>
              {t`Check out`}
            </Button>
            <Button type="button" variant="secondary" onClick={() => go({ step: 'basket' })}>
              {t`Back to the basket`}
            </Button>
          </Inline>
        </Stack>
      </form>
    </HoldTimer>
  )
}
