import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { color, focusRing, vars } from '../tokens'

export const callout = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    margin: 0,
    minWidth: 0,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderInlineStart: '4px solid',
    borderRadius: vars.radius.md,
    color: color.text,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'anywhere',
    // a callout that takes the focus (what a sent form did) shows where the focus went
    selectors: { '&:focus-visible, &[tabindex="-1"]:focus': focusRing },
  },
  variants: {
    tone: {
      info: { borderColor: color.infoText, background: color.infoSurface },
      success: { borderColor: color.successText, background: color.successSurface },
      warning: { borderColor: color.warningText, background: color.warningSurface },
      danger: { borderColor: color.dangerText, background: color.dangerSurface },
    },
  },
  defaultVariants: { tone: 'info' },
})

export const toneText = recipe({
  variants: {
    tone: {
      info: { color: color.infoText },
      success: { color: color.successText },
      warning: { color: color.warningText },
      danger: { color: color.dangerText },
    },
  },
})

/** The icon sits on the first line of the text, whatever the font size. */
export const icon = style({ flexShrink: 0, marginBlockStart: '0.125em' })

export const content = style({ flexGrow: 1, minWidth: 0 })

export const titleStyle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})
