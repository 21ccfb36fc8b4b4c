import { Heading } from '@design-system/Heading'
import { Stack } from '@design-system/layout'
import { Stepper } from '@design-system/Stepper'
import { Text } from '@design-system/Text'
import { useLingui } from '@lingui/react/macro'
import { Suspense, useId, useRef } from 'react'
import { useNow } from '../../startup/useNow'
import { StepPending } from '../buy/BuyPending'
import { cinemaPurchaseSteps } from '../buy/purchaseSteps'
import { StepHeading } from '../buy/StepHeading'
import { type CinemaSearch, cinemaStepOf, hongKongToday } from './cinemaSearch'
import { CinemaPreviewStep } from './PreviewStep'
import { CinemaReceiptStep } from './ReceiptStep'
import { ScheduleStep } from './ScheduleStep'
import { SeatsStep } from './SeatsStep'

/**
 * Booking a film (spec §4), one step per address: the day's schedule → a show's seats, tickets
 * and details, confirmed → the preview, confirmed again by paying → the receipt. Logging in is
 * optional.
 */
export function CinemaScreen({ search }: { search: CinemaSearch }) {
  const { t, i18n } = useLingui()
  const now = useNow()
  const step = cinemaStepOf(search)
  const date = search.date ?? hongKongToday(now)
  const headingId = useId()
  const firstStep = useRef(step)
  const moved = useRef(false)
  if (step !== firstStep.current) moved.current = true
  const label = cinemaPurchaseSteps.find((s) => s.id === step)?.label
  const content = {
    show: () => <ScheduleStep date={date} />,
    seats: () => <SeatsStep date={date} showId={search.show ?? 0} />,
    preview: () => (
      <CinemaPreviewStep bookingId={search.booking ?? ''} date={search.date} showId={search.show} />
    ),
    receipt: () => <CinemaReceiptStep txnNo={search.txn ?? ''} date={search.date} />,
  }[step]
  return (
    <Stack gap="xl" as="article" aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} level={1}>
          {t`Cinema`}
        </Heading>
        <Text tone="muted">{t`Films showing in Hong Kong: choose a date, a show and your seats.`}</Text>
      </div>
      <Stepper steps={cinemaPurchaseSteps} currentId={step} label={t`Booking steps`} />
      <Stack gap="xl" as="section">
        <StepHeading key={step} focus={moved.current}>
          {label ? i18n._(label) : ''}
        </StepHeading>
        <Suspense fallback={<StepPending />}>{content()}</Suspense>
      </Stack>
    </Stack>
  )
}
