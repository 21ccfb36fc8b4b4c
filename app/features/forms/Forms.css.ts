import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '36rem',
})

/** A form screen's page heading (h1, the site's size for it). */
export const pageHeading = style({ margin: 0 })

/** A form's own heading inside a page (h2). */
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })

/** Why the form was not sent (not about one field). */
export const failure = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: color.dangerSurface,
  color: color.dangerText,
  fontWeight: vars.fontWeight.medium,
})

/** The form was sent: what happens next. */
export const success = style({
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

export const successHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: color.successText,
})

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })
