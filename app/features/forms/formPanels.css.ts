// The two panels a form ends in, shared by every area's forms: refused (why it was not sent,
// when no one field is to blame) and sent (what happens next).
import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const refused = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
  fontWeight: vars.fontWeight.medium,
})

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '36rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: color.successSurface,
  color: color.text,
  ':focus': { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' },
})

export const sentHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: color.successText,
})

/** A form's column of fields, never wider than a comfortable line. */
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '36rem',
})
