import { Box, type BoxProps } from './Box'
import type { Space } from './sprinkles.css'

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const
const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> {
  /** Space between the items, from the spacing scale. */
  gap?: Space
  /** Where the items sit across the column; by default they take its full width. */
  align?: (typeof stackAligns)[number]
}

/** Items one under another with even space between them (a form, a list of cards). */
export function Stack({ gap = 'md', align = 'stretch', as, ...props }: StackProps) {
  const list = as === 'ul' || as === 'ol'
  return (
    <Box
      {...(list ? { margin: 'none', padding: 'none', listStyle: 'none' } : {})}
      {...props}
      as={as}
      display="flex"
      flexDirection="column"
      alignItems={alignItems[align]}
      gap={gap}
    />
  )
}
