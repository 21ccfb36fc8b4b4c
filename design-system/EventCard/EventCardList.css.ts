import { style } from '@vanilla-extract/css'
import { screen, vars } from '../tokens'

/** Cards one per row on phones, then as many as fit; compact cards stay one per row. */
export const eventCardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    [screen.tablet]: {
      selectors: {
        ':root:not([data-layout="compact"]) &': {
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        },
      },
    },
  },
})
