import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens/vars.css'

export const chatButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.target.min,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: `2px solid ${color.onPrimary}`,
    borderRadius: vars.radius.pill,
    background: color.primary,
    color: color.onPrimary,
    boxShadow: vars.shadow.md,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { background: color.primaryHover } },
  },
  variants: {
    placement: {
      /** fixed to the bottom corner of the window, above the page */
      floating: {
        position: 'fixed',
        insetBlockEnd: vars.space.lg,
        insetInlineEnd: vars.space.lg,
        zIndex: vars.layer.overlay,
      },
      /** in the flow, for help pages that offer chat in their text */
      inline: {},
    },
  },
  defaultVariants: { placement: 'floating' },
})

export const icon = style({ width: '1.25em', height: '1.25em', flexShrink: 0 })
