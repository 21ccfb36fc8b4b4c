import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens/vars.css'

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
    '&:focus-visible': { outline: `3px solid ${color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { borderColor: color.primary },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
})

export const icon = style({ width: '1.5em', height: '1.5em', flexShrink: 0, color: color.primary })

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.regular,
  color: color.textMuted,
})
