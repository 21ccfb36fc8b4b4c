import { type ReactNode, useEffect, useId, useRef } from 'react'
import * as css from './Account.css'

interface OutcomeProps {
  title: string
  /** What happens next, and the way on. */
  children: ReactNode
  kind?: 'success' | 'problem'
  /** h1 when the outcome is the page (activation), h2 under the page's heading otherwise. */
  level?: 1 | 2
}

/**
 * Takes the place of a form or a wait once the answer is in (sent, activated, link expired):
 * says what happened and what to do next. Focus moves here, so screen readers read it and
 * keyboard users are not left on a button that is gone.
 */
export function Outcome({ title, children, kind = 'success', level = 2 }: OutcomeProps) {
  const headingId = useId()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={kind === 'success' ? css.success : css.problem}
    >
      <Heading id={headingId} className={css.outcomeHeading}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
