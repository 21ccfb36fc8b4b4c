import { Stepper } from '@design-system/Stepper'
import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useId, useRef } from 'react'
import { eventQuery } from '../../api/queries'
import { localizedText } from '../../i18n/localizedText'
import { BasketStep } from './BasketStep'
import * as css from './Buy.css'
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
    <article className={css.page} aria-labelledby={headingId}>
      <div>
        <p className={css.eyebrow}>{t`Buy tickets`}</p>
        <h1 id={headingId} className={css.title}>
          {localizedText(event.title, locale)}
        </h1>
        <p className={css.muted}>{localizedText(event.venue.name, locale)}</p>
      </div>
      <Stepper steps={eventPurchaseSteps} currentId={step} />
      <section className={css.page}>
        <StepHeading key={step} focus={moved.current}>
          {label ? i18n._(label) : ''}
        </StepHeading>
        <Suspense fallback={<StepPending />}>{content()}</Suspense>
      </section>
    </article>
  )
}
