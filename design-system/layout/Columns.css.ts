import { recipe } from '@vanilla-extract/recipes'
import { screen } from '../tokens'

/** The two columns a screen needs; on a phone all but `shortStart` fold into one. */
export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 },
  variants: {
    template: {
      /** two equal halves from a tablet up (first and last name) */
      halves: {
        '@container': { [screen.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      /** a short first column at every width (an area code before the number) */
      shortStart: { gridTemplateColumns: '7rem minmax(0, 1fr)' },
      /** a small picture beside its text from a tablet up (a film's poster) */
      asideSmall: {
        '@container': { [screen.tablet]: { gridTemplateColumns: '8rem minmax(0, 1fr)' } },
      },
      /** a large picture beside its text from a tablet up (an event's poster) */
      asideLarge: {
        '@container': {
          [screen.tablet]: { gridTemplateColumns: 'minmax(12rem, 20rem) minmax(0, 1fr)' },
        },
      },
    },
  },
  defaultVariants: { template: 'halves' },
})
