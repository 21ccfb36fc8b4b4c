import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const image = recipe({
  base: {
    display: 'block',
    height: 'auto',
    maxWidth: '100%',
    // the ground shows while the picture loads, or if it never does
    background: color.surfaceMuted,
  },
  variants: {
    variant: {
      /** an event's poster: the column's width up to 20 rem, portrait */
      poster: {
        width: '100%',
        maxWidth: '20rem',
        aspectRatio: '3 / 4',
        objectFit: 'cover',
        borderRadius: vars.radius.lg,
      },
      /** a film's poster beside its showtimes: small, the shape of a film poster */
      thumbnail: {
        width: '8rem',
        aspectRatio: '2 / 3',
        objectFit: 'cover',
        borderRadius: vars.radius.md,
      },
      /** a plan or a map: the whole picture, framed, up to 40 rem */
      plan: {
        width: '100%',
        maxWidth: '40rem',
        border: `1px solid ${color.divider}`,
        borderRadius: vars.radius.md,
      },
    },
  },
  defaultVariants: { variant: 'poster' },
})
