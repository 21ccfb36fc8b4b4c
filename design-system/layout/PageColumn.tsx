import { Box, type BoxProps } from './Box'
import { pageColumn } from './PageColumn.css'

export type PageColumnProps = Omit<
  BoxProps,
  'className' | 'padding' | 'paddingBlock' | 'paddingInline'
>

/** The page's content column between header and footer: centred, at most 80 rem wide. */
export function PageColumn(props: PageColumnProps) {
  return <Box {...props} className={pageColumn} />
}
