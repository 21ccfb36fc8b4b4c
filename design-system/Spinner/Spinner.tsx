import { useLingui } from '@lingui/react/macro'
import { spinner } from './Spinner.css'

export interface SpinnerProps {
  /** What is loading, for screen readers; omit when a parent already says it is busy. */
  label?: string
}

/** A small rotating ring that shows work in progress. */
export function Spinner({ label }: SpinnerProps) {
  const { t } = useLingui()
  if (label === '') return <span className={spinner} aria-hidden="true" />
  return <span className={spinner} role="status" aria-label={label ?? t`Loading`} />
}
