import { cx } from '../cx'
import { Box, type BoxProps } from './Box'
import { columns } from './Columns.css'
import type { Space } from './sprinkles.css'

export const columnTemplates = ['halves', 'shortStart', 'asideSmall', 'asideLarge'] as const

export interface ColumnsProps extends Omit<BoxProps, 'display'> {
  /** Which two columns: equal halves, a short first one, or a picture beside its text. */
  template?: (typeof columnTemplates)[number]
  gap?: Space
}

/** Two columns side by side where there is room, one under the other on a phone. */
export function Columns({ template, gap = 'lg', className, ...props }: ColumnsProps) {
  return <Box {...props} gap={gap} className={cx(columns({ template }), className)} />
}
