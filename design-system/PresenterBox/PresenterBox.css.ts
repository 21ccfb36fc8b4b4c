import { style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

export const root = style({
  padding: vars.space.lg,
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.lg,
  background: color.surface,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container': {
    [screen.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' },
  },
})

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  color: color.text,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: color.surfaceMuted, textDecoration: 'underline' },
    '&[aria-current="page"]': { borderColor: color.primary, borderWidth: 3 },
  },
})

export const logo = style({
  display: 'block',
  width: '100%',
  maxWidth: '8rem',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
})
