import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, pageContainer, vars } from '../tokens'

/** A phone's width (320 px and up): a label over its value, not beside it. */
const narrow = `${pageContainer} (max-width: 29.99rem)`

export const list = recipe({
  base: {
    display: 'grid',
    gap: `${vars.space.xs} ${vars.space.lg}`,
    margin: 0,
    minWidth: 0,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    valueAlign: {
      /** facts: the label's column as wide as its longest label, the value after it */
      start: {
        gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
        '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
      },
      /** amounts: the label takes the room, the figure lines up at the end */
      end: { gridTemplateColumns: 'minmax(0, 1fr) max-content' },
    },
  },
  defaultVariants: { valueAlign: 'start' },
})

/** A row stays a pair for the code (a div in a dl) while its cells join the list's grid. */
export const item = style({ display: 'contents' })

export const label = style({ color: color.textMuted, overflowWrap: 'anywhere' })

export const value = recipe({
  base: { margin: 0, overflowWrap: 'anywhere' },
  variants: {
    valueAlign: {
      start: {
        // stacked on a phone: a little room before the next label
        '@container': { [narrow]: { marginBlockEnd: vars.space.sm } },
      },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
})

/** The row that sums the others up (a total): bold and a step larger, label and value. */
export const strong = style({
  color: color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})
