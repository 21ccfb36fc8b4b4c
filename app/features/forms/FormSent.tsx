import { Button } from '@design-system/Button'
import { Callout } from '@design-system/Callout'
import { Heading } from '@design-system/Heading'
import { Inline } from '@design-system/layout'
import { type ReactNode, useEffect, useId, useRef } from 'react'

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
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Callout ref={ref} tabIndex={-1} aria-labelledby={headingId} tone="success" as="section">
      <Heading id={headingId} level={2} size="md" tone="success">
        {title}
      </Heading>
      {children}
      {again && onAgain && (
        <Inline gap="md">
          <Button variant="secondary" onClick={onAgain}>
            {again}
          </Button>
        </Inline>
      )}
    </Callout>
  )
}
