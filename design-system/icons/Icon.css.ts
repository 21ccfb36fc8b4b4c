import { recipe } from '@vanilla-extract/recipes'

/** Icons sit in text: sized in em, they grow with it and take its colour (currentColor). */
export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: '-0.2em' },
  variants: {
    size: {
      small: { width: '1em', height: '1em' },
      medium: { width: '1.25em', height: '1.25em' },
      large: { width: '1.5em', height: '1.5em' },
      huge: { width: '2.5em', height: '2.5em' },
    },
  },
  defaultVariants: { size: 'medium' },
})
