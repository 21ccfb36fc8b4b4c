import { style } from '@vanilla-extract/css'
import { color, focusRingInset, vars } from '../tokens'

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: color.surface,
})

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: color.surfaceMuted,
})

export const link = style({
  padding: vars.space.md,
  color: color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // the whole tile is the link's target (one tab stop)
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', textDecoration: 'underline' },
    '&:focus-visible::after': focusRingInset,
  },
})
