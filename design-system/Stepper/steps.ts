import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** One step of a flow; the label is plain text or a message to translate. */
export interface StepperStep {
  id: string
  label: string | MessageDescriptor
}

/** Event purchase (spec §4): basket → collection & payment → preview → confirm → receipt. */
export const eventPurchaseSteps = [
  { id: 'basket', label: msg`Basket` },
  { id: 'collectionAndPayment', label: msg`Collection and payment` },
  { id: 'preview', label: msg`Preview` },
  { id: 'confirm', label: msg`Confirm` },
  { id: 'receipt', label: msg`Receipt` },
] as const satisfies readonly StepperStep[]

/** Cinema purchase (spec §4): show → consecutive seats → confirm → preview → receipt. */
export const cinemaPurchaseSteps = [
  { id: 'show', label: msg`Choose show` },
  { id: 'seats', label: msg`Choose seats` },
  { id: 'confirm', label: msg`Confirm` },
  { id: 'preview', label: msg`Preview` },
  { id: 'receipt', label: msg`Receipt` },
] as const satisfies readonly StepperStep[]
