import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const sentAt = style({ margin: 0, color: color.textMuted, fontSize: vars.fontSize.sm })

/** A notice's text keeps its line breaks. */
export const body = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
})
