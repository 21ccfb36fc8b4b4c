import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${color.border}`,
})

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.target.min,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderBottom: '0.25rem solid transparent',
  background: 'transparent',
  color: color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: color.text, background: color.surfaceMuted },
    // the chosen tab: bold, full-strength text and a thick underline, not colour alone
    '&[data-state="active"]': {
      color: color.text,
      fontWeight: vars.fontWeight.bold,
      borderBottomColor: color.primary,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
})

export const panel = style({
  paddingTop: vars.space.lg,
})
