import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: color.text,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.lg },
      medium: { fontSize: vars.fontSize.xl },
      large: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'medium' },
})

/** The ticket mark takes the brand colour; it scales with the text (1.4em). */
export const mark = style({
  width: '1.4em',
  height: '1.4em',
  flexShrink: 0,
  color: color.primary,
})

export const accent = style({ color: color.link })

/** Perforation and print on the ticket are punched through to the page colour. */
export const cut = style({ stroke: color.background, fill: color.background })
