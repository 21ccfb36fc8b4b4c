import { cx } from '../cx'
import { Box, type BoxProps } from './Box'
import type { Space } from './sprinkles.css'
import { tiles } from './Tiles.css'

export const tileColumns = ['small', 'medium', 'large'] as const

export interface TilesProps extends Omit<BoxProps, 'display'> {
  gap?: Space
  /** The narrowest a column may get: 12, 16 (default, an event card) or 20 rem. */
  minColumn?: (typeof tileColumns)[number]
  /** Fewer tiles than columns share the row between them instead of leaving columns empty. */
  stretch?: boolean
}

/** A grid of equal tiles that fills the width (event cards, promotions). */
export function Tiles({
  gap = 'lg',
  minColumn,
  stretch = false,
  as,
  className,
  ...props
}: TilesProps) {
  const list = as === 'ul' || as === 'ol'
  return (
    <Box
      {...(list ? { margin: 'none', padding: 'none', listStyle: 'none' } : {})}
      {...props}
      as={as}
      gap={gap}
      className={cx(tiles({ minColumn, stretch }), className)}
    />
  )
}
