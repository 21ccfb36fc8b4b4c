import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

/**
 * The one surface everything floating over the page is drawn on: dialogs, popovers, menus,
 * list boxes and notifications. A border in the contract's `border` colour keeps its edge
 * visible in every theme, where a shadow alone would vanish on a dark page.
 */
export const overlaySurface = recipe({
  base: {
    background: color.surface,
    color: color.text,
    border: `1px solid ${color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    zIndex: vars.layer.overlay,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    /** A modal stands further off the page: a larger radius and a deeper shadow. */
    elevation: {
      popup: {},
      modal: { borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg },
    },
  },
  defaultVariants: { elevation: 'popup' },
})
