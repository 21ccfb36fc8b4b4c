import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, dropIn, entrance, focusRingInset, vars } from '../tokens'

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
      /** drops in from its trigger (popovers, menus, list boxes) */
      popup: entrance(dropIn),
      modal: { borderRadius: vars.radius.lg, boxShadow: vars.shadow.lg },
    },
  },
  defaultVariants: { elevation: 'popup' },
})

/**
 * A choice in a popup list (a menu item, a list box option): a 44 px row, highlighted with a
 * tint and the focus ring when the keyboard or pointer is on it (`data-highlighted`, which both
 * Radix menus and the Combobox set).
 */
export const popupItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.target.min,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    // an outline, not only a tint, so it shows in every theme
    '&[data-highlighted]': { background: color.surfaceMuted, ...focusRingInset },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
})
