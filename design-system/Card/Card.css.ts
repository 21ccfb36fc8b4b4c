import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const card = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    color: color.text,
  },
  variants: {
    variant: {
      /** a block of its own on the page (a step's panel, a help card) */
      outline: { border: `1px solid ${color.divider}`, background: color.surface },
      /** a quiet ground for what goes with the page (contents, a finder's fields) */
      muted: { background: color.surfaceMuted },
    },
  },
  defaultVariants: { variant: 'outline' },
})
