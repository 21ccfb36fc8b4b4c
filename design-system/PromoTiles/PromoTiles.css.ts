import { style } from '@vanilla-extract/css'
import { color, media, vars } from '../tokens/vars.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
  },
})

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
    '&:focus-visible::after': { outline: `3px solid ${color.focusRing}`, outlineOffset: '-3px' },
  },
})
