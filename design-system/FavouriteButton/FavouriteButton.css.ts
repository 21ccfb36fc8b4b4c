import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.lg}`,
  border: `2px solid ${color.border}`,
  borderRadius: vars.radius.pill,
  background: color.surface,
  color: color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: color.surfaceMuted },
    '&[aria-pressed="true"]': { borderColor: color.primary },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
})

export const icon = style({ color: color.primary })

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.regular,
  color: color.textMuted,
})
