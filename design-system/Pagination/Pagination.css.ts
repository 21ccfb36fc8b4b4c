import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.target.min,
  minHeight: vars.target.min,
  padding: `0 ${vars.space.sm}`,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: color.link,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: color.surfaceMuted, borderColor: color.border },
    // the current page: filled, bold, no underline, and aria-current for screen readers
    '&[aria-current="page"]': {
      background: color.primary,
      color: color.onPrimary,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'none',
      cursor: 'default',
    },
    '&:disabled': { color: color.textMuted, textDecoration: 'none', cursor: 'not-allowed' },
  },
})

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.target.min,
  color: color.textMuted,
})
