import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../tokens'

export const list = recipe({
  base: {
    display: 'grid',
    margin: 0,
    paddingInlineStart: vars.space.xl,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    type: {
      bullet: { listStyleType: 'disc' },
      number: { listStyleType: 'decimal' },
    },
  },
  defaultVariants: { type: 'bullet' },
})
