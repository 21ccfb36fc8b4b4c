import { recipe } from '@vanilla-extract/recipes'
import { color, vars } from '../tokens'

export const text = recipe({
  base: { margin: 0, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      default: { color: color.text },
      muted: { color: color.textMuted },
      danger: { color: color.dangerText },
      success: { color: color.successText },
      warning: { color: color.warningText },
      info: { color: color.infoText },
      /** the colour of what it sits on (a callout, a chip) */
      inherit: {},
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    wrap: {
      normal: {},
      /** long words and addresses break rather than widen the page */
      anywhere: { overflowWrap: 'anywhere' },
      /** a phone number or an amount stays on one line */
      nowrap: { whiteSpace: 'nowrap' },
      /** a message's own line breaks are kept */
      preLine: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
    },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { tone: 'inherit', wrap: 'normal' },
})
