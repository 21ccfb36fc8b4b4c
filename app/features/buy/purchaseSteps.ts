import type { StepperStep } from '@design-system/Stepper'
import { msg } from '@lingui/core/macro'

/**
 * The steps a buyer sees in the Stepper. An event: tickets → basket (the hold and its time) →
 * collection and payment → preview, where paying is the confirmation → receipt (spec §4).
 */
export const eventPurchaseSteps = [
  { id: 'tickets', label: msg`Choose tickets` },
  { id: 'basket', label: msg`Basket` },
  { id: 'checkout', label: msg`Collection and payment` },
  { id: 'preview', label: msg`Preview and pay` },
  { id: 'receipt', label: msg`Receipt` },
] as const satisfies readonly StepperStep[]

/**
 * A movie (spec §4: choose show, optional login, consecutive seats, confirm, preview, confirm
 * again): the show; seats, tickets and the booking details confirmed at once; the preview
 * confirmed again by paying; the receipt. Four pages, so a practised buyer takes about a minute.
 */
export const cinemaPurchaseSteps = [
  { id: 'show', label: msg`Choose a show` },
  { id: 'seats', label: msg`Seats and tickets` },
  { id: 'preview', label: msg`Preview and pay` },
  { id: 'receipt', label: msg`Receipt` },
] as const satisfies readonly StepperStep[]
