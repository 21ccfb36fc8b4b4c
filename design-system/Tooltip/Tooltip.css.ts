import { style } from '@vanilla-extract/css'
import { color, entrance, fadeIn, vars } from '../tokens'

export const content = style({
  zIndex: vars.layer.tooltip,
  maxWidth: '18rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  // the tooltip inverts the page: text colour as background, background as text
  background: color.text,
  color: color.background,
  border: `1px solid ${color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.sm,
  ...entrance(fadeIn),
})

export const arrow = style({ fill: color.text })
