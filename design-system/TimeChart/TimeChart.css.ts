import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const chart = style({
  width: '100%',
  minHeight: '12rem',
  color: color.text,
  background: color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${color.border}`,
  padding: vars.space.sm,
  boxSizing: 'border-box',
})
