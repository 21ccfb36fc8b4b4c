import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

/** The picture and its "new picture" button side by side; they wrap on a narrow phone. */
export const pictureRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})

// The server draws the code dark on a transparent ground: it keeps a light ground in every
// theme, as a photo would, so the code stays readable on the night and black-and-white pages.
export const picture = style({
  display: 'block',
  width: '9.5rem',
  height: '3.125rem',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${color.border}`,
  backgroundColor: '#ffffff',
})

/** Room for the picture while it loads, so nothing jumps when it arrives. */
export const placeholder = style([
  picture,
  { backgroundColor: color.surfaceMuted, borderStyle: 'dashed' },
])

export const input = style({
  maxWidth: '12rem',
  textTransform: 'uppercase',
  letterSpacing: '0.15em',
})
