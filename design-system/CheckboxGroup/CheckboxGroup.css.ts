import { style } from '@vanilla-extract/css'
import { color, screen, vars } from '../tokens'

/** One column on a phone, as many as fit from a tablet up, so a long list stays short. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: vars.space.lg,
  '@container': {
    [screen.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  },
})

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.min,
  color: color.text,
  cursor: 'pointer',
})

export const input = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  flexShrink: 0,
  accentColor: color.primary,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
})
