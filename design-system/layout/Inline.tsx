import { Box, type BoxProps } from './Box'
import type { Space } from './sprinkles.css'

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const
const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const

export interface InlineProps
  extends Omit<
    BoxProps,
    'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'wrap'
  > {
  /** Space between the items, across and down when they wrap. */
  gap?: Space
  align?: (typeof inlineAligns)[number]
  justify?: (typeof inlineJustifies)[number]
  /** Items wrap onto the next line when they run out of room, unless this is false. */
  wrap?: boolean
}

/** Items side by side, wrapping when the line is full (buttons, tags, chips). */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as,
  ...props
}: InlineProps) {
  const list = as === 'ul' || as === 'ol'
  return (
    <Box
      {...(list ? { margin: 'none', padding: 'none', listStyle: 'none' } : {})}
      {...props}
      as={as}
      display="flex"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems[align]}
      justifyContent={justifyContent[justify]}
      gap={gap}
    />
  )
}
