import { color, screen, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'
import { sent } from '../forms/formPanels.css'

export { column as form, sent as success } from '../forms/formPanels.css'

/** A page of the account area: one readable column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '44rem',
  overflowWrap: 'anywhere',
})

export const heading = style({ margin: 0 })

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
})

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const muted = style({ margin: 0, color: color.textMuted, fontSize: vars.fontSize.sm })

/** Fields that belong together (name, address) under a small heading, on a quiet ground. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${color.divider}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
})

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
})

/** Two short fields side by side from a tablet up (first and last name; area code and number). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@container': { [screen.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

/** Area code and number: the area code stays narrow. */
export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: '7rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
})

/** A calm note: "please login first", "your session ended". */
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: color.infoSurface,
  color: color.text,
})

/** It did not work: why and the way on. */
export const problem = style([sent, { background: color.warningSurface }])

export const outcomeHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
})
