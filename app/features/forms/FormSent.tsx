import { Button } from '@design-system/Button'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import * as css from './Forms.css'

interface FormSentProps {
  title: string
  /** What happens next. */
  children: ReactNode
  /** A button to fill the form in again, when that makes sense. */
  again?: string
  onAgain?: () => void
}

/**
 * Takes the place of a form once it is sent: says so and what happens next. Focus moves here,
 * so screen readers read it and keyboard users are not left on a button that is gone.
 */
export function FormSent({ title, children, again, onAgain }: FormSentProps) {
  const headingId = useId()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className={css.success}>
      <h2 id={headingId} className={css.successHeading}>
        {title}
      </h2>
      {children}
      {again && onAgain && (
        <div className={css.actions}>
          <Button variant="secondary" onClick={onAgain}>
            {again}
          </Button>
        </div>
      )}
    </section>
  )
}
