import { media, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

/** Cards one per row on phones, then as many as fit; compact cards stay one per row. */
export const eventList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: {
      selectors: {
        ':root:not([data-layout="compact"]) &': {
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        },
      },
    },
  },
})
