import type { ComponentProps, CSSProperties } from 'react'

/**
 * Hides an element from the eye but not from screen readers (Bootstrap's visually-hidden
 * rule, the same inline style Radix's VisuallyHidden sets). Our own: Radix's brings its Slot
 * and Primitive runtime into the start-up script, which the header and footer draw.
 */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
}

/** Text for screen readers only: "(opens in a new tab)", "Loading events". */
export function VisuallyHidden({ style, ...props }: ComponentProps<'span'>) {
  return <span {...props} style={{ ...visuallyHiddenStyle, ...style }} />
}
