import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, pageContainer, vars } from '../tokens'

/**
 * A phone's width, where the floating button's label does not fit beside the page: a
 * container query in rem, so it follows the font-size preference.
 */
const narrow = `${pageContainer} (max-width: 29.99rem)`

export const chatButton = recipe({
  // on the button recipe's primary pill: a ring in the text-on-primary colour and a shadow
  // keep its edge clear of whatever the page shows under it (doubled class: wins over the
  // recipe's transparent border whichever stylesheet comes first)
  base: {
    boxShadow: vars.shadow.md,
    whiteSpace: 'nowrap',
    selectors: { '&&': { borderColor: color.onPrimary } },
  },
  variants: {
    placement: {
      /** fixed to the bottom corner of the window, above the page */
      floating: {
        position: 'fixed',
        insetBlockEnd: vars.space.lg,
        insetInlineEnd: vars.space.lg,
        zIndex: vars.layer.overlay,
        // on a phone the button is its icon alone (the label stays for screen readers)
        '@container': {
          [narrow]: {
            selectors: { '&&': { padding: vars.space.sm } },
            minWidth: vars.target.min,
            justifyContent: 'center',
          },
        },
      },
      /** in the flow, for help pages that offer chat in their text */
      inline: {},
    },
  },
  defaultVariants: { placement: 'floating' },
})

/** The floating button's label, read but not shown on a phone. */
export const floatingLabel = style({
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
})

/** The floating button's height and the gap under it, twice (a gap above it too). */
const floatingClearance = `calc(${vars.target.min} + 2 * ${vars.space.lg})`

/**
 * For the page's last block (the footer, with its xxl bottom padding) while the button floats:
 * room under its last line to scroll clear of the button. Doubled class: wins over the block's
 * own padding.
 */
export const clearOfFloatingButton = style({
  selectors: { '&&': { paddingBlockEnd: `calc(${vars.space.xxl} + ${floatingClearance})` } },
})
