import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.xs}`,
  color: color.text,
})

export const label = style({ color: color.textMuted })

export const time = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})
