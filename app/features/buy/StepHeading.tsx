import { Heading } from '@design-system/Heading'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The heading of a purchase step. When the buyer moves to another step on the same page, focus
 * goes to it, so keyboard and screen-reader users start on the new step (a new page gets this
 * from the site frame; a new step is only a new address query).
 */
export function StepHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: false })
  }, [focus])
  return (
    <Heading ref={heading} tabIndex={-1} level={2} size="lg">
      {children}
    </Heading>
  )
}
