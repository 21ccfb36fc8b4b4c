import { style } from '@vanilla-extract/css'
import { color, vars } from '../tokens'

// The box sits in a 44 px square so it is easy to hit; the square is the click target too.
export const target = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.target.min,
  height: vars.target.min,
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
})

export const input = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: color.primary,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${color.dangerText}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
})
