import { style } from '@vanilla-extract/css'
import { screen, vars } from '../tokens'

/** One column on a phone, as many as fit from a tablet up, so a long list stays short. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: vars.space.lg,
  '@container': {
    [screen.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  },
})
