import { color, vars } from '@design-system/tokens'
import { style } from '@vanilla-extract/css'

/** A help page: one readable column of text, its parts spaced evenly. */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '52rem',
  overflowWrap: 'anywhere',
})

export const heading = style({ margin: 0 })

export const updated = style({ margin: 0, color: color.textMuted, fontSize: vars.fontSize.sm })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // a heading reached by its anchor is not hidden under the top of the window
  scrollMarginBlockStart: vars.space.lg,
})

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  scrollMarginBlockStart: vars.space.lg,
})

export const contents = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: color.surfaceMuted,
})

export const contentsHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md })

export const contentsList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: vars.lineHeight.normal,
})

/** Cards side by side where there is room (service hours, next steps). */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${color.border}`,
  borderRadius: vars.radius.md,
  background: color.surface,
})

export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.lg })

export const cardText = style({ margin: 0, lineHeight: vars.lineHeight.normal })

export const statusOpen = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: color.successText,
})

export const statusClosed = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: color.text,
})
