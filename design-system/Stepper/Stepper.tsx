import { Trans, useLingui } from '@lingui/react/macro'
import type { HTMLAttributes } from 'react'
import { cx } from '../cx'
import { VisuallyHidden } from '../VisuallyHidden'
import * as css from './Stepper.css'
import type { StepperStep } from './steps'

export type { StepperStep } from './steps'
export { cinemaPurchaseSteps, eventPurchaseSteps } from './steps'

export const stepStates = ['done', 'current', 'upcoming'] as const
export type StepState = (typeof stepStates)[number]

export interface StepperProps extends HTMLAttributes<HTMLElement> {
  steps: readonly StepperStep[]
  /** Id of the step the buyer is on; steps before it show as completed. */
  currentId: string
  /** Name of the navigation landmark; defaults to "Purchase steps". */
  label?: string
}

/**
 * Where the buyer is in a purchase: the steps in order, the current one marked with
 * `aria-current="step"`, completed ones with a tick and the word "completed" for screen readers.
 */
export function Stepper({ steps, currentId, label, className, ...props }: StepperProps) {
  const { t, i18n } = useLingui()
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentId),
  )
  const current = steps[currentIndex]
  const currentText = current
    ? typeof current.label === 'string'
      ? current.label
      : i18n._(current.label)
    : ''
  const currentNumber = currentIndex + 1
  const count = steps.length
  return (
    <nav {...props} aria-label={label ?? t`Purchase steps`} className={className}>
      <ol className={css.list}>
        {steps.map((step, index) => {
          const state: StepState =
            index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming'
          const text = typeof step.label === 'string' ? step.label : i18n._(step.label)
          const number = index + 1
          return (
            <li
              key={step.id}
              className={cx(css.item, css.state[state])}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={cx(css.marker, css.markerState[state])} aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className={css.label}>
                <VisuallyHidden>
                  {state === 'done' ? (
                    <Trans>Step {number}, completed:</Trans>
                  ) : (
                    <Trans>Step {number}:</Trans>
                  )}{' '}
                </VisuallyHidden>
                {text}
              </span>
            </li>
          )
        })}
      </ol>
      <p className={css.caption} aria-hidden="true">
        <Trans>
          Step {currentNumber} of {count}: {currentText}
        </Trans>
      </p>
    </nav>
  )
}
