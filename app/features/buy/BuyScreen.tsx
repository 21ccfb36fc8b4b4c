import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Stepper } from '@design-system/Stepper'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useId, useRef } from 'react'
import { eventQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { BasketStep } from './BasketStep'
import { StepPending } from './BuyPending'
import type { BuySearch, BuyStep } from './buySearch'
import { CheckoutStep } from './CheckoutStep'
import { PreviewStep } from './PreviewStep'
import { eventPurchaseSteps } from './purchaseSteps'
import { ReceiptStep } from './ReceiptStep'
import { StepHeading } from './StepHeading'
import { TicketsStep } from './TicketsStep'

/** The step to show: a preview or a receipt without its number falls back to the step before. */
function stepOf(search: BuySearch): BuyStep {
  const step = search.step ?? 'tickets'
  if (step === 'preview' && !search.preview) return 'checkout'
  if (step === 'receipt' && !search.txn) return 'tickets'
  return step
}

/**
 * Buying tickets for an event (spec §4), one step per address: choose tickets (a performance,
 * then seats or quantities) → basket → collection and payment → preview and pay → receipt.
 * The route sends visitors to log in first and back to the same step.
 */
export function BuyScreen({ eventId, search }: { eventId: number; search: BuySearch }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { data: event } = useSuspenseQuery(eventQuery(eventId))
  const step = stepOf(search)
  const headingId = useId()
  // focus goes to a step's heading when the buyer moves to it, not when the page first opens
  const firstStep = useRef(step)
  const moved = useRef(false)
  if (step !== firstStep.current) moved.current = true
  const label = eventPurchaseSteps.find((s) => s.id === step)?.label
  const content = {
    tickets: () => <TicketsStep event={event} performanceId={search.performance} />,
    basket: () => <BasketStep event={event} />,
    checkout: () => <CheckoutStep event={event} previewId={search.preview} />,
    preview: () => <PreviewStep event={event} previewId={search.preview ?? ''} />,
    receipt: () => <ReceiptStep event={event} txnNo={search.txn ?? ''} />,
  }[step]
  return (
    <Stack gap="xl" as="article" aria-labelledby={headingId}>
      <div>
        <Text tone="muted" weight="bold">{t`Buy tickets`}</Text>
        <Heading id={headingId} level={1}>
          {localizedText(event.title, locale)}
        </Heading>
        <Text tone="muted">{localizedText(event.venue.name, locale)}</Text>
      </div>
      <Stepper steps={eventPurchaseSteps} currentId={step} />
      <Stack gap="xl" as="section">
        <StepHeading key={step} focus={moved.current}>
          {label ? i18n._(label) : ''}
        </StepHeading>
        <Suspense fallback={<StepPending />}>{content()}</Suspense>
      </Stack>
    </Stack>
  )
}
