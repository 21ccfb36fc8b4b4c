import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

/** The heart in the brand colour while the chip is off; on the filled chip, its text colour. */
export const icon = style({
  color: color.primary,
  selectors: { '[aria-pressed="true"] > &': { color: 'inherit' } },
})

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.regular,
})
