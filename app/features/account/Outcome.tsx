import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { type ReactNode, useEffect, useId, useRef } from 'react'

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
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Callout
      ref={ref}
      as="section"
      tabIndex={-1}
      aria-labelledby={headingId}
      tone={kind === 'success' ? 'success' : 'warning'}
    >
      <Heading id={headingId} level={level} size="md">
        {title}
      </Heading>
      {children}
    </Callout>
  )
}
