import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const heading = recipe({
  base: {
    margin: 0,
    fontWeight: vars.fontWeight.bold,
    overflowWrap: 'anywhere',
    // a heading reached by its anchor is not hidden under the top of the window
    scrollMarginBlockStart: vars.space.lg,
    // a step's heading takes the focus when the step changes (tabIndex -1), without a ring:
    // the reader is told, nothing is to be pressed
    selectors: { '&[tabindex="-1"]:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.md },
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xl },
      xl: { fontSize: vars.fontSize.xxl },
      /** a page's title: the browser's 2em for an h1, on the type scale */
      xxl: { fontSize: `calc(2 * ${vars.fontSize.md})` },
    },
    tone: {
      default: {},
      success: { color: color.successText },
      danger: { color: color.dangerText },
      warning: { color: color.warningText },
      info: { color: color.infoText },
      muted: { color: color.textMuted },
    },
  },
  defaultVariants: { tone: 'default' },
})
